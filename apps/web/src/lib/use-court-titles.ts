import { courtRoomTitle } from '@nyaya/shared';
import { useQuery } from '@tanstack/react-query';
import { complexesQuery, courtRoomsQuery } from '../../lib/master-data';

/** Every court room's title ("Tis Hazari Courts (DLCT01), Court No. 1 (…)") by its "n^m" value. */
export function useCourtTitles(): Map<string, string> {
  const rooms = useQuery(courtRoomsQuery()).data ?? [];
  const complexes = new Map((useQuery(complexesQuery()).data ?? []).map((complex) => [complex.id, complex]));
  return new Map(
    rooms.flatMap((room) => {
      const complex = complexes.get(room.complexId);
      if (!complex) return [];
      const title = courtRoomTitle({
        name: room.name,
        complexName: complex.name,
        complexValue: complex.value,
      });
      return [[room.value, title] as const];
    }),
  );
}
