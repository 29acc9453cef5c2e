import { ANNOUNCEMENTS, ANNOUNCEMENT_TEXT_MAX_LENGTH, MESSAGES } from '@nyaya/shared';
import type { LightMyRequestResponse } from 'fastify';
import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, type TestClient } from '../../test/client.ts';
import { post } from '../../test/http.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { ANNOUNCEMENTS_PER_USER_PER_MINUTE, CACHE_HEADER } from './routes.ts';
import { createSpeech } from './speech.ts';
import { refusal } from '../../test/refusal.ts';

const run = promisify(execFile);
const RECORDING = '/announcements/recording';

let t: TestApp;
let judge: TestClient;
let scratch: string;

beforeAll(async () => {
  t = await createTestApp();
  judge = await clientAs(t.app, 'Judge');
  scratch = await mkdtemp(join(tmpdir(), 'nyaya-announcements-'));
});
afterAll(async () => {
  await t.close();
  await rm(scratch, { recursive: true, force: true });
});

let probed = 0;
/** What ffprobe reads in a response's audio: the codec of its one stream and its duration in seconds. */
async function probe(response: LightMyRequestResponse) {
  probed += 1;
  const file = join(scratch, `announcement-${probed}.wav`);
  await writeFile(file, response.rawPayload);
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'stream=codec_name,codec_type:format=format_name,duration',
    '-of',
    'json',
    file,
  ]);
  const info = JSON.parse(stdout) as {
    streams: { codec_name: string; codec_type: string }[];
    format: { format_name: string; duration: string };
  };
  return {
    format: info.format.format_name,
    streams: info.streams.map((stream) => `${stream.codec_type}/${stream.codec_name}`),
    seconds: Number(info.format.duration),
  };
}

const expectSpoken = async (response: LightMyRequestResponse, cache: 'hit' | 'miss') => {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('audio/wav');
  expect(response.headers[CACHE_HEADER]).toBe(cache);
  const audio = await probe(response);
  expect(audio).toMatchObject({ format: 'wav', streams: ['audio/pcm_s16le'] });
  expect(audio.seconds).toBeGreaterThan(0.3);
  return audio;
};

const expectRefused = (response: LightMyRequestResponse, status: number, message: string, field?: string) => {
  expect(response.statusCode).toBe(status);
  expect(response.json()).toEqual(refusal(message, field));
};

describe('POST /announcements/recording', () => {
  it('speaks an English announcement as a WAV whose header gives its true length', async () => {
    const response = await judge.post(RECORDING, { text: ANNOUNCEMENTS.startStreaming });
    const audio = await expectSpoken(response, 'miss');
    // 16-bit mono at 22 050 Hz after a 44-byte header: the duration ffprobe reads is the audio that is there.
    expect(audio.seconds).toBeCloseTo((response.rawPayload.length - 44) / (2 * 22_050), 2);
  });

  it('speaks a Hindi announcement with lang hi', async () => {
    const response = await judge.post(RECORDING, { text: 'सुनवाई शुरू हो रही है', lang: 'hi' });
    await expectSpoken(response, 'miss');
  });

  it('speaks the same announcement once: the second request is served from the cache', async () => {
    const text = ANNOUNCEMENTS.endingSession;
    const first = await judge.post(RECORDING, { text, lang: 'en' });
    await expectSpoken(first, 'miss');
    const second = await judge.post(RECORDING, { text, lang: 'en' });
    await expectSpoken(second, 'hit');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Another language is another announcement.
    await expectSpoken(await judge.post(RECORDING, { text, lang: 'hi' }), 'miss');
  });

  it('speaks text that looks like an option as words, and 200 characters in full', async () => {
    await expectSpoken(await judge.post(RECORDING, { text: '--version' }), 'miss');
    const longest = 'Court is in session. '.repeat(10).slice(0, ANNOUNCEMENT_TEXT_MAX_LENGTH);
    expect(
      (await expectSpoken(await judge.post(RECORDING, { text: longest }), 'miss')).seconds,
    ).toBeGreaterThan(5);
  });

  it.each([
    ['empty text', { text: '' }, MESSAGES.announcementTextLength, 'text'],
    ['blank text', { text: '   ' }, MESSAGES.announcementTextLength, 'text'],
    [
      '201 characters',
      { text: 'a'.repeat(ANNOUNCEMENT_TEXT_MAX_LENGTH + 1) },
      MESSAGES.announcementTextLength,
      'text',
    ],
    ['no text', { lang: 'en' }, MESSAGES.announcementTextLength, 'text'],
    ['text not a string', { text: 42 }, MESSAGES.announcementTextLength, 'text'],
    ['another language', { text: 'Bonjour', lang: 'fr' }, MESSAGES.announcementLanguage, 'lang'],
  ])('refuses %s with 400 naming the field', async (_case, body, message, field) => {
    expectRefused(await judge.post(RECORDING, body), 400, message, field);
  });

  it('refuses an anonymous caller with 401 and an Advocate with 403', async () => {
    const body = { text: ANNOUNCEMENTS.startRecording };
    expectRefused(await post(t.app, RECORDING, body), 401, MESSAGES.notSignedIn);
    const advocate = await clientAs(t.app, 'Advocate');
    expectRefused(await advocate.post(RECORDING, body), 403, MESSAGES.forbidden);
  });

  it('answers 503 when espeak-ng cannot run, and does not remember the failure', async () => {
    const body = { text: 'Please be seated.' };
    const path = process.env.PATH;
    process.env.PATH = scratch;
    try {
      expectRefused(await judge.post(RECORDING, body), 503, MESSAGES.announcementFailed);
    } finally {
      process.env.PATH = path;
    }
    await expectSpoken(await judge.post(RECORDING, body), 'miss');
  });

  it('limits each user, from wherever they sign in, to the announcements of a minute', async () => {
    const [controller, sameControllerElsewhere] = await Promise.all([
      clientAs(t.app, 'Controller'),
      clientAs(t.app, 'Controller'),
    ]);
    const body = { text: ANNOUNCEMENTS.stopRecording };
    for (let sent = 0; sent < ANNOUNCEMENTS_PER_USER_PER_MINUTE; sent += 1) {
      expect((await controller.post(RECORDING, body)).statusCode).toBe(200);
    }
    expectRefused(await controller.post(RECORDING, body), 429, MESSAGES.tooManyRequests);
    expectRefused(await sameControllerElsewhere.post(RECORDING, body), 429, MESSAGES.tooManyRequests);
    expect((await judge.post(RECORDING, body)).statusCode).toBe(200);
  });
});

describe('createSpeech', () => {
  const script = async (name: string, body: string) => {
    const file = join(scratch, name);
    await writeFile(file, `#!/bin/sh\n${body}\n`);
    await chmod(file, 0o755);
    return file;
  };

  it('kills a synthesiser that hangs and fails the announcement', async () => {
    const speech = createSpeech({ command: await script('hangs', 'exec sleep 30'), timeoutMs: 300 });
    const started = Date.now();
    await expect(speech.speak('Silence', 'en')).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('fails an announcement whose synthesiser writes something other than a WAV', async () => {
    const speech = createSpeech({ command: await script('chatters', 'echo not audio') });
    await expect(speech.speak('Silence', 'en')).rejects.toThrow('espeak-ng wrote no WAV audio');
  });
});
