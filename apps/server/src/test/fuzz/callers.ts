import { ROLES } from '@nyaya/shared';
import type { App } from '../../app.ts';
import { clientAs } from '../client.ts';
import { nextIp } from '../http.ts';
import type { FuzzCaller } from './route-fuzzer.ts';

/** Anonymous, and a signed-in demo user of every role. */
export async function everyCaller(app: App): Promise<FuzzCaller[]> {
  const callers: FuzzCaller[] = [{ name: 'anonymous', cookies: {}, ip: nextIp() }];
  for (const role of ROLES) {
    const client = await clientAs(app, role);
    callers.push({ name: role, cookies: client.session, ip: client.ip });
  }
  return callers;
}
