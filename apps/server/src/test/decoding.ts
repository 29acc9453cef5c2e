import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * What ffmpeg's own MPEG-TS reader and decoders say of the file, decoding all of it: nothing, when it is whole
 * (its debug log names a continuity counter gap and a corrupt packet; the decoders count their errors).
 */
export async function decodingComplaints(path: string): Promise<string[]> {
  const { stderr } = await run('ffmpeg', ['-hide_banner', '-v', 'debug', '-i', path, '-f', 'null', '-']);
  return stderr
    .split('\n')
    .filter((line) => /continuity check failed|packet corrupt|[1-9]\d* decoding errors/i.test(line));
}
