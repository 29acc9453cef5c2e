/** Retention and search distinguish the two kinds of court (spec: district court and high court). */
export const COURT_TYPES = ['district', 'high'] as const;
export type CourtType = (typeof COURT_TYPES)[number];

/** A High Court bench label ends in one of these (spec: "each suffixed (A), (O) or (C)"). */
export const BENCH_SUFFIXES = ['(A)', '(O)', '(C)'] as const;

import type { SiteLanguage } from './languages.ts';

/** A court room's names and its complex's, as master data has them (the Hindi ones null where none was given). */
export type CourtRoomNames = {
  name: string;
  nameHi: string | null;
  complexName: string;
  complexNameHi: string | null;
  complexValue: string;
};

/** What people are shown as a court, in each site language; `hi` is the English name where there is no Hindi one. */
export type CourtName = Record<SiteLanguage, string>;

/**
 * "Tis Hazari Courts (DLCT01), Court No. 1 (...)": every complex has a "Court No. 1", so the name alone is
 * ambiguous. In Hindi each part is its Hindi name, else its English one.
 */
export function courtRoomTitle(room: CourtRoomNames, language: SiteLanguage = 'en'): string {
  const complexName = (language === 'hi' && room.complexNameHi) || room.complexName;
  const name = (language === 'hi' && room.nameHi) || room.name;
  return `${complexName} (${room.complexValue}), ${name}`;
}

/** A court room's title in every site language. */
export function courtRoomName(room: CourtRoomNames): CourtName {
  return { en: courtRoomTitle(room, 'en'), hi: courtRoomTitle(room, 'hi') };
}

/** A name that is the same in every language: a streaming room's ("Room1"), shown where no court room is linked. */
export function sameInEveryLanguage(name: string): CourtName {
  return { en: name, hi: name };
}
