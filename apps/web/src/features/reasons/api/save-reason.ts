import type { PauseReason, reasonSchema } from '@nyaya/shared';
import type { z } from 'zod';
import { api } from '../../../lib/api-client';
import { useNotifiedChange } from '../../../lib/use-notified-change';
import { REASONS_KEY } from './get-reasons';

export { reasonSchema } from '@nyaya/shared';

type ReasonInput = z.output<typeof reasonSchema>;

/** Adds a pause reason (no id) or edits one. */
export function saveReason({ id, values }: { id?: number; values: ReasonInput }) {
  return id
    ? api.send<PauseReason>('PUT', `/master/reasons/${id}`, values)
    : api.send<PauseReason>('POST', '/master/reasons', values);
}

export function useSaveReason() {
  return useNotifiedChange(saveReason, { refreshes: [REASONS_KEY], handlesErrors: true });
}
