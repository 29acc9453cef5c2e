import proxyAddr from '@fastify/proxy-addr';
import { MESSAGES } from '@nyaya/shared';
import type { IncomingMessage } from 'node:http';
import type { Config } from '../core/config.ts';
import type { IpBanList } from '../core/ip-bans/ban-list.ts';
import { connectRefusal } from './connect-refusal.ts';
import type { IoServer } from './events.ts';

/** The client address as Fastify's request.ip gives it for the same TRUST_PROXY (the same library decides). */
function clientAddress(trustProxy: Config['trustProxy']) {
  if (trustProxy === false) return (request: IncomingMessage) => request.socket.remoteAddress ?? '';
  const trust =
    trustProxy === true ? () => true : proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (request: IncomingMessage) => proxyAddr(request, trust);
}

export type SocketIpBans = { bans: IpBanList; trustProxy: Config['trustProxy'] };

/** Refuses a socket from a banned address at connect, and closes the open ones of an address once banned. */
export function guardSocketsByIp(io: IoServer, { bans, trustProxy }: SocketIpBans) {
  const addressOf = clientAddress(trustProxy);
  io.use((socket, next) => {
    next(bans.isBanned(addressOf(socket.request)) ? connectRefusal(MESSAGES.ipBanned) : undefined);
  });
  bans.onChange(() => {
    for (const socket of io.of('/').sockets.values()) {
      if (bans.isBanned(addressOf(socket.request))) socket.disconnect(true);
    }
  });
}
