import type { WithheldReason } from '@nyaya/shared';
import type { TFunction } from 'i18next';

type Parties = { petitioner: string | null; defendant: string | null; withheld: WithheldReason | null };

/** What shows instead of names a streaming exclusion keeps from the viewer: "Parties withheld (matrimonial)". */
export function partiesWithheld(t: TFunction, reason: WithheldReason): string {
  return t('frontDoor.partiesWithheld', { reason: t(`causeList.exclusions.${reason}`) });
}

/** One party's name in a table cell, or the rules' wording where it is withheld. */
export function partyName(t: TFunction, name: string | null, withheld: WithheldReason | null): string {
  return name ?? (withheld ? partiesWithheld(t, withheld) : '');
}

/** The wordings of "Petitioner vs Defendant" the pages use. */
type VersusKey = 'caseSearch.versus' | 'viewer.parties' | 'courtroomLobby.versus';

/** "Petitioner vs Defendant" in the wording of `key`, or the rules' wording where the names are withheld. */
export function partiesLine(t: TFunction, parties: Parties, key: VersusKey = 'caseSearch.versus'): string {
  if (parties.withheld) return partiesWithheld(t, parties.withheld);
  return t(key, { petitioner: parties.petitioner ?? '', defendant: parties.defendant ?? '' });
}
