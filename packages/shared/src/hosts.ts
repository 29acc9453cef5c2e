/** A Judge as the Hosts page offers them: who they are and the court room they preside in (its id, or null). */
export type HostJudge = { id: string; name: string; courtRoomId: number | null };

/** The judge who stands in for a court room's presiding judge on a date: they host that day's hearings. */
export type SubstituteJudge = { id: string; name: string; updatedAt: string };

/**
 * A court room on a date as the Hosts page lists it: its district and complex, the streaming room it is heard in
 * (null: not linked), the Judges who preside in it and the substitute set for the date.
 */
export type CourtRoomHosts = {
  id: number;
  name: string;
  /** The court room's and the complex's Hindi names, null where master data has none. */
  nameHi: string | null;
  district: string;
  complex: string;
  complexHi: string | null;
  roomId: string | null;
  presiding: { id: string; name: string }[];
  substitute: SubstituteJudge | null;
};

export type CourtRoomHostsOnDate = { date: string; judges: HostJudge[]; courtRooms: CourtRoomHosts[] };
