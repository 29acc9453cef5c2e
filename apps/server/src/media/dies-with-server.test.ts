import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { describe, expect, it } from 'vitest';
import { diesWithServer } from './dies-with-server.ts';

describe('diesWithServer', () => {
  it('runs the command under a parent-death signal, keeping its arguments and exit code', async () => {
    const [command, args] = diesWithServer('sh', ['-c', 'exit 3']);
    expect([command, ...args]).toEqual(['setpriv', '--pdeathsig', 'SIGKILL', '--', 'sh', '-c', 'exit 3']);
    const [code] = await once(spawn(command, args, { stdio: 'ignore' }), 'exit');
    expect(code).toBe(3);
  });

  it('leaves a command that cannot be found to Node, which reports ENOENT', async () => {
    const child = spawn(...diesWithServer('no-such-ffmpeg', ['-version']), { stdio: 'ignore' });
    const [error] = (await once(child, 'error')) as [NodeJS.ErrnoException];
    expect(error.code).toBe('ENOENT');
  });
});
