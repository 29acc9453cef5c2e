import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../core/db/client.ts';
import type { RelayTarget } from '../../media/relay/rtmp-relay.ts';
import { findStreamSetupsOfRoom, type KeyCipher } from '../stream-setup/index.ts';

/** Where the room's stream setup relays to: each platform whose stream key can be read. */
export async function relayTargetsOf(
  { db, cipher, log }: { db: Database; cipher: KeyCipher; log: FastifyBaseLogger },
  roomId: string,
): Promise<RelayTarget[]> {
  const [setup] = await findStreamSetupsOfRoom(db, roomId);
  if (!setup) return [];
  const keys = {
    youtube: cipher.decrypt(setup.youtubeKeyEncrypted),
    facebook: cipher.decrypt(setup.facebookKeyEncrypted),
  };
  const urls = { youtube: setup.youtubeUrl, facebook: setup.facebookUrl };
  return (['youtube', 'facebook'] as const).flatMap((platform) => {
    const key = keys[platform];
    if (key === undefined) log.warn({ roomId, platform }, 'broadcast: the stream key cannot be read');
    return key === undefined ? [] : [{ platform, url: urls[platform], key }];
  });
}
