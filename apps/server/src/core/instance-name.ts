import { hostname } from 'node:os';

/** This server process as an administrator finds it: its machine and its process id. */
export const instanceName = () => `${hostname()} (process ${process.pid})`;
