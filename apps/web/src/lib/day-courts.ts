/**
 * The courts a day's list of a streaming room is of, by name (court room titles by their "n^m" value): those its
 * hearings are heard in, in list order, or the user's own court room (a Reader's, a Judge's) on a day with none.
 * Values with no title yet (the master data still loading) are left out; the room is the caller's fallback when
 * nothing is named (the Reader's and the Judge's cause list).
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
