import type { SelectOptionGroup } from '../components/form/select-field';
import type { CourtRoomPlace } from './use-court-room-places';

/** Court rooms as select options under one "District / Complex" heading each, in the order given. */
export function groupByComplex(places: CourtRoomPlace[]): SelectOptionGroup[] {
  const groups: SelectOptionGroup[] = [];
  for (const place of places) {
    const label = `${place.district} / ${place.complex}`;
    const option = { value: place.value, label: place.name };
    const group = groups.at(-1);
    if (group?.label === label) group.options.push(option);
    else groups.push({ label, options: [option] });
  }
  return groups;
}
