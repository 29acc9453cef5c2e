import { readFileSync } from 'node:fs';
import { MESSAGES } from '@nyaya/shared';
import { describe, expect, it } from 'vitest';
import { publicSeesOf, publicSeesTexts, recordingText, type StreamFacts } from './public-status';

const hearing = { streamable: true };
const pause = { reasonId: 1, reason: 'Lunch', message: 'The court rises for lunch.' };
const facts = (change: Partial<StreamFacts>): StreamFacts => ({
  streaming: false,
  recording: false,
  pause: null,
  hearing,
  delayMinutes: 2,
  ...change,
});
const keysOf = (change: Partial<StreamFacts>) =>
  publicSeesTexts(publicSeesOf(facts(change))).map(({ key, values }) => [key.split('.').pop(), values]);

describe('what the public sees, as the footer says it', () => {
  it('nothing before Start Streaming, recording or not', () => {
    expect(keysOf({})).toEqual([['notStreaming', undefined]]);
    expect(keysOf({ recording: true })).toEqual([['notStreaming', undefined]]);
  });

  it('a waiting screen while streaming with nothing recorded: Start Streaming alone shows no court', () => {
    expect(keysOf({ streaming: true })).toEqual([['waiting', undefined]]);
  });

  it('the court, as late as the delay, while streaming what is recorded', () => {
    expect(keysOf({ streaming: true, recording: true })).toEqual([['live', { count: 2 }]]);
    expect(keysOf({ streaming: true, recording: true, delayMinutes: 0 })).toEqual([
      ['liveNoDelay', undefined],
    ]);
    expect(keysOf({ streaming: true, recording: true, delayMinutes: undefined })).toEqual([
      ['liveDelayUnknown', undefined],
    ]);
  });

  it('nothing while streaming with no hearing, or a hearing the public may not see', () => {
    expect(keysOf({ streaming: true, recording: true, hearing: null })).toEqual([['noHearing', undefined]]);
    expect(keysOf({ streaming: true, recording: true, hearing: { streamable: false } })).toEqual([
      ['notStreamable', undefined],
    ]);
  });

  it('the pause’s slate, and the minutes the delay still held back withheld too', () => {
    expect(keysOf({ pause, recording: true })).toEqual([
      ['paused', { message: pause.message }],
      ['withheld', { count: 2 }],
    ]);
    // Without a delay nothing was held back; a reason without a message shows the server's own slate.
    expect(keysOf({ pause: { ...pause, message: '' }, delayMinutes: 0 })).toEqual([
      ['paused', { message: { code: 'courtNotInSession' } }],
    ]);
    // A seeded reason's message, one of ours word for word, goes by its code: each reader sees it in their language.
    const seeded = { ...pause, message: MESSAGES.courtNotInSession, code: 'courtNotInSession' as const };
    expect(keysOf({ pause: seeded, delayMinutes: 0 })).toEqual([
      ['paused', { message: { code: 'courtNotInSession' } }],
    ]);
    // A hearing the public may not see is off air whatever the pause: its slate says nothing of it.
    expect(keysOf({ pause, hearing: { streamable: false } })).toEqual([['notStreaming', undefined]]);
  });
});

describe('what is recorded, as the footer says it', () => {
  it('recording, or not and that the public gets only what is, or not until a hearing is chosen', () => {
    expect(recordingText({ recording: true, hearing }).key).toBe('courtroomJudge.status.recording.on');
    expect(recordingText({ recording: false, hearing }).key).toBe('courtroomJudge.status.recording.off');
    expect(recordingText({ recording: false, hearing: null }).key).toBe(
      'courtroomJudge.status.recording.noHearing',
    );
  });

  it('to a Controller monitoring the room, that no hearing is in progress yet, not to choose one', () => {
    expect(recordingText({ recording: false, hearing: null }, true).key).toBe(
      'courtroomJudge.status.recording.noHearingMonitoring',
    );
    expect(recordingText({ recording: false, hearing }, true).key).toBe(
      'courtroomJudge.status.recording.off',
    );
  });
});

describe('the texts', () => {
  it('are all in en.json (a count picks _one or _other)', () => {
    const english = JSON.parse(
      readFileSync(new URL('../../../locales/en.json', import.meta.url), 'utf8'),
    ) as Record<string, unknown>;
    const has = (key: string) =>
      key.split('.').reduce<unknown>((tree, part) => (tree as Record<string, unknown>)?.[part], english);
    const everyState = [true, false].flatMap((streaming) =>
      [true, false].flatMap((recording) =>
        [null, pause].flatMap((paused) =>
          [null, hearing, { streamable: false }].flatMap((heard) =>
            [undefined, 0, 2].map((delayMinutes) =>
              facts({ streaming, recording, pause: paused, hearing: heard, delayMinutes }),
            ),
          ),
        ),
      ),
    );
    const keys = new Set(
      everyState.flatMap((state) => [
        ...publicSeesTexts(publicSeesOf(state)),
        recordingText(state),
        recordingText(state, true),
      ]),
    );
    const missing = [...keys].filter(({ key, values }) =>
      values?.count === undefined ? typeof has(key) !== 'string' : typeof has(`${key}_other`) !== 'string',
    );
    expect(missing).toEqual([]);
  });
});
