import type { CourtroomHearing, StreamPause } from '@nyaya/shared';
import { keptTextShown, type ShownText } from '../../../lib/translate-message';

/** What the footer knows of the room: the snapshot's streaming, recording and pause, and the room's delay. */
export type StreamFacts = {
  streaming: boolean;
  recording: boolean;
  pause: StreamPause | null;
  hearing: Pick<CourtroomHearing, 'streamable'> | null;
  /** The room's delay in minutes; undefined while it loads. */
  delayMinutes: number | undefined;
};

/**
 * What the public is shown right now, as the server decides it (on air: streaming a hearing the public may see; a
 * pause's slate: its reason's message) and as the recording feeds it: on air, the public gets only what is recorded.
 */
export type PublicSees =
  | { kind: 'nothing'; why: 'notStreaming' | 'noHearing' | 'notStreamable' }
  /**
   * Paused with a reason: the slate with its message (one of ours or the reason's own), and the minutes the
   * delay still held back at the pause are cut too.
   */
  | { kind: 'slate'; message: ShownText; withheldMinutes: number }
  /** On air but nothing recorded: the player waits for a picture that never comes. */
  | { kind: 'waiting' }
  | { kind: 'court'; delayMinutes: number | undefined };

export function publicSeesOf({
  streaming,
  recording,
  pause,
  hearing,
  delayMinutes,
}: StreamFacts): PublicSees {
  const streamable = hearing?.streamable === true;
  if (!streaming) {
    if (pause && streamable)
      return {
        kind: 'slate',
        message: pause.message ? keptTextShown(pause) : { code: 'courtNotInSession' },
        withheldMinutes: delayMinutes ?? 0,
      };
    return { kind: 'nothing', why: 'notStreaming' };
  }
  if (!hearing) return { kind: 'nothing', why: 'noHearing' };
  if (!streamable) return { kind: 'nothing', why: 'notStreamable' };
  return recording ? { kind: 'court', delayMinutes } : { kind: 'waiting' };
}

type PublicKey = Extract<PublicSees, { kind: 'nothing' }>['why'] | 'paused' | 'withheld' | 'waiting' | 'live';
type Key =
  | `courtroomJudge.status.public.${PublicKey | 'liveNoDelay' | 'liveDelayUnknown'}`
  | `courtroomJudge.status.recording.${'on' | 'off' | 'noHearing' | 'noHearingMonitoring'}`;

/** A text of the locale files with what fills it: a `message` is one of ours or the reason's own. */
export type StatusText = { key: Key; values?: { message?: ShownText; count?: number } };

/** The sentences that say what the public sees: which texts, filled with what. */
export function publicSeesTexts(sees: PublicSees): StatusText[] {
  switch (sees.kind) {
    case 'nothing':
      return [{ key: `courtroomJudge.status.public.${sees.why}` }];
    case 'waiting':
      return [{ key: 'courtroomJudge.status.public.waiting' }];
    case 'slate': {
      const slate: StatusText = {
        key: 'courtroomJudge.status.public.paused',
        values: { message: sees.message },
      };
      return sees.withheldMinutes > 0
        ? [slate, { key: 'courtroomJudge.status.public.withheld', values: { count: sees.withheldMinutes } }]
        : [slate];
    }
    case 'court':
      if (sees.delayMinutes === undefined) return [{ key: 'courtroomJudge.status.public.liveDelayUnknown' }];
      if (sees.delayMinutes === 0) return [{ key: 'courtroomJudge.status.public.liveNoDelay' }];
      return [{ key: 'courtroomJudge.status.public.live', values: { count: sees.delayMinutes } }];
  }
}

/**
 * The sentence that says what is recorded, and, when nothing is, that the public gets only what is; with no
 * hearing, the judge is told to choose one, and a Controller `monitoring` the room that none is in progress yet.
 */
export function recordingText(
  { recording, hearing }: Pick<StreamFacts, 'recording' | 'hearing'>,
  monitoring = false,
): StatusText {
  if (recording) return { key: 'courtroomJudge.status.recording.on' };
  if (hearing) return { key: 'courtroomJudge.status.recording.off' };
  return {
    key: monitoring
      ? 'courtroomJudge.status.recording.noHearingMonitoring'
      : 'courtroomJudge.status.recording.noHearing',
  };
}
