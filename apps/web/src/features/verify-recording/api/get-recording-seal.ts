import type { RecordKey, SealedManifest } from '@nyaya/shared';
import { api } from '../../../lib/api-client';

/** GET /record/recordings/:sha256: the court's sealed manifest of the recording with this digest (404: none). */
export function getRecordingSeal(sha256: string) {
  return api.get<SealedManifest>(`/record/recordings/${sha256}`);
}

/** GET /record/key: the court's public key, which the page checks the manifest's signature with. */
export function getRecordKey() {
  return api.get<RecordKey>('/record/key');
}
