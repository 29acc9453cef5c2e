import { courtRoomTitle } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { useCourtNames } from './court-name';
import { complexesQuery, courtRoomsQuery } from './master-data';

/** Every court room's title ("Tis Hazari Courts (DLCT01), Court No. 1 (…)") in the page's language, by its "n^m" value. */
export function useCourtTitles(): Map<string, string> {
  const rooms = useQuery(courtRoomsQuery()).data ?? [];
  const complexes = new Map((useQuery(complexesQuery()).data ?? []).map((complex) => [complex.id, complex]));
  const { language } = useCourtNames();
  return new Map(
    rooms.flatMap((room) => {
      const complex = complexes.get(room.complexId);
      if (!complex) return [];
      const title = courtRoomTitle(
        {
          name: room.name,
          nameHi: room.nameHi,
          complexName: complex.name,
          complexNameHi: complex.nameHi,
          complexValue: complex.value,
        },
        language,
      );
      return [[room.value, title] as const];
    }),
  );
}
