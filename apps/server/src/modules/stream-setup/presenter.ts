import type { StreamSetup } from '@nyaya/shared';
import type { KeyCipher } from './key-cipher.ts';
import { maskKey } from './key-mask.ts';
import type { StreamSetupRecord } from './queries.ts';

/** A setup as every list and save answer shows it: the keys masked, never in plain text or encrypted. */
export function presentStreamSetup(row: StreamSetupRecord, cipher: KeyCipher): StreamSetup {
  return {
    id: row.id,
    roomId: row.roomId,
    liveStreamDelay: row.liveStreamDelay,
    youtubeUrl: row.youtubeUrl,
    youtubeKey: maskKey(cipher.decrypt(row.youtubeKeyEncrypted)),
    facebookUrl: row.facebookUrl,
    facebookKey: maskKey(cipher.decrypt(row.facebookKeyEncrypted)),
  };
}
