/**
 * The courts a day's list is of, by name (court room titles by their "n^m" value): those its hearings are heard
 * in, in list order, or the reader's own court room on a day with none. Values with no title yet (the master
 * data still loading) are left out; the room is the caller's fallback when nothing is named.
 */
export function dayCourts(
  entryCourtRooms: readonly (string | null)[],
  ownCourtRoom: string | null,
  titles: ReadonlyMap<string, string>,
): string[] {
  const heardIn = [...new Set(entryCourtRooms.filter((value) => value !== null))];
  const values = heardIn.length > 0 ? heardIn : [ownCourtRoom].filter((value) => value !== null);
  return values.flatMap((value) => titles.get(value) ?? []);
}
