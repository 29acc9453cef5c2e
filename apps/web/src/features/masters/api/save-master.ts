import { api } from '../../../lib/api-client';
import { MASTERS_KEY } from '../../../lib/master-data';
import { useNotifiedChange } from '../../../lib/use-notified-change';

export { benchSchema, courtComplexSchema, courtRoomSchema, districtSchema } from '@nyaya/shared';

/** The four kinds of court master, as their API paths name them. */
export type MasterKind = 'districts' | 'complexes' | 'courtrooms' | 'benches';

/** Adds a master (no id) or edits one. */
export function saveMaster(kind: MasterKind, { id, values }: { id?: number; values: unknown }) {
  return id ? api.send('PUT', `/master/${kind}/${id}`, values) : api.send('POST', `/master/${kind}`, values);
}

/** Every master list refreshes after a change, as complexes and court rooms show their parents' names. */
export function useSaveMaster(kind: MasterKind) {
  return useNotifiedChange((input: { id?: number; values: unknown }) => saveMaster(kind, input), {
    refreshes: [MASTERS_KEY],
    handlesErrors: true,
  });
}
