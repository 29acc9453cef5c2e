import { createHmac } from 'node:crypto';
import type { RTCIceServerConfig } from '@nyaya/shared';
import type { IceServer, TurnServer } from '../../core/config.ts';

/**
 * TURN credentials by the TURN REST API (coturn's use-auth-secret): the username is `<unix expiry>:<user id>` and
 * the credential base64(HMAC-SHA1(secret, username)). coturn checks them with the same secret, and refuses them
 * once the expiry has passed; the secret itself never reaches a browser.
 */
export function turnCredentials(turn: TurnServer, userId: string, now = Date.now()): RTCIceServerConfig {
  const username = `${Math.floor(now / 1000) + turn.ttlSeconds}:${userId}`;
  const credential = createHmac('sha1', turn.secret).update(username).digest('base64');
  return { urls: turn.urls, username, credential };
}

/** The ICE servers a participant joins the meeting with: the configured ones, and TURN with credentials of their own. */
export const iceServersFor =
  (iceServers: IceServer[], turn: TurnServer | undefined) =>
  (userId: string): RTCIceServerConfig[] => [...iceServers, ...(turn ? [turnCredentials(turn, userId)] : [])];
