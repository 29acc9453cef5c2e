import {
  COURTROOM_EVENTS as E,
  MESSAGES,
  type ControlRoomCard,
  type CourtroomSnapshot,
  type RecordingStarted,
} from '@nyaya/shared';
import { describe, expect, it } from 'vitest';
import { cardsReceived } from '../../test/fixtures/control-room.ts';
import { caughtUp, granted, heard, request } from '../../test/fixtures/courtroom.ts';
import { H264, recordingSuite, stopRecording } from '../../test/fixtures/recording.ts';

const { suite, hearingId: ownHearingId } = recordingSuite();
const { open } = suite;

/** Waits (at most the card window and a second) until the newest item satisfies the check. */
async function latest<T>(received: T[], check: (item: T | undefined) => boolean) {
  for (const deadline = Date.now() + 2000; !check(received.at(-1)) && Date.now() < deadline;) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return received.at(-1);
}

describe('recording-alarm', () => {
  it('the host’s recorder raises and clears the alarm on the room’s snapshot and control-room card', async () => {
    const controller = await open(suite.controller);
    const cards = cardsReceived(controller);
    const judge = await open(suite.judge);
    const states = heard<CourtroomSnapshot>(judge, E.courtroomState);
    await granted(judge, E.joinRoom, {});
    await granted(judge, E.setHearing, { roomId: 'Room1', hearingId: ownHearingId() });
    const room1 = (card: ControlRoomCard | undefined) => card?.roomId === 'Room1';

    // Only a recording can be failing: before one starts the alarm is not taken.
    await granted(judge, E.recordingAlarm, { roomId: 'Room1', raised: true });
    await caughtUp(judge);
    expect(states.at(-1)?.recordingAlarm).toBe(false);

    const { sessionId } = await granted<RecordingStarted>(judge, E.startRecording, {
      roomId: 'Room1',
      mimeType: H264,
    });
    await granted(judge, E.recordingAlarm, { roomId: 'Room1', raised: true });
    expect(await latest(states, (state) => state?.recordingAlarm === true)).toMatchObject({
      recording: true,
      recordingAlarm: true,
    });
    expect(await latest(cards, (card) => room1(card) && card?.recordingAlarm === true)).toMatchObject({
      roomId: 'Room1',
      recording: true,
      recordingAlarm: true,
    });

    const advocate = await open(suite.advocate);
    expect(await request(advocate, E.recordingAlarm, { roomId: 'Room1', raised: false })).toEqual({
      status: false,
      code: 'forbidden',
      message: MESSAGES.forbidden,
    });
    expect(await request(judge, E.recordingAlarm, { roomId: 'Room1', raised: 'yes' })).toEqual({
      status: false,
      code: 'invalidRequest',
      message: MESSAGES.invalidRequest,
      field: 'raised',
    });

    await granted(judge, E.recordingAlarm, { roomId: 'Room1', raised: false });
    expect(await latest(states, (state) => state?.recordingAlarm === false)).toMatchObject({
      recording: true,
      recordingAlarm: false,
    });
    expect(await latest(cards, (card) => room1(card) && card?.recordingAlarm === false)).toMatchObject({
      recordingAlarm: false,
    });

    // Stopping the recording ends its alarm too (here the recording, without media, cannot be finalised).
    await granted(judge, E.recordingAlarm, { roomId: 'Room1', raised: true });
    await latest(states, (state) => state?.recordingAlarm === true);
    await stopRecording(judge, { roomId: 'Room1', sessionId });
    expect(await latest(states, (state) => state?.recording === false)).toMatchObject({
      recording: false,
      recordingAlarm: false,
    });
  });
});
