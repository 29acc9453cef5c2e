import {
  DEFAULT_RECORDING_PRESET,
  JUDGE_TILE_LABELS,
  RECORDING_PRESETS,
  externalDevices,
} from '@nyaya/shared';
import type { MeetingRole } from './meeting-types';

/** One stream this browser sends; the judge's three cameras carry their tile label, a single stream none. */
export type LocalStream = { stream: MediaStream; label: string | null };

/** Cameras capture at the courtroom's default recording preset (spec.md §9). */
const { width, height } = RECORDING_PRESETS[DEFAULT_RECORDING_PRESET];
const VIDEO: MediaTrackConstraints = { width: { ideal: width }, height: { ideal: height } };

async function tryUserMedia(constraints: MediaStreamConstraints): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia(constraints);
  } catch {
    return null;
  }
}

/** Camera and microphone; without a camera (or refused) audio only, then video only, then nothing. */
async function openOneStream(): Promise<MediaStream | null> {
  if (!navigator.mediaDevices?.getUserMedia) return null;
  return (
    (await tryUserMedia({ audio: true, video: VIDEO })) ??
    (await tryUserMedia({ audio: true })) ??
    (await tryUserMedia({ video: VIDEO }))
  );
}

export function stopStreams(streams: readonly LocalStream[]): void {
  streams.forEach(({ stream }) => stream.getTracks().forEach((track) => track.stop()));
}

/**
 * spec.md §6: a judge with three or more external cameras gets three streams, one camera each (and one external
 * microphone each when there are three). Device labels are only readable after a first permission grant, so
 * the single stream is opened first and kept when the three cannot all be opened.
 */
async function openJudgeCameras(first: MediaStream): Promise<LocalStream[]> {
  const devices = await navigator.mediaDevices.enumerateDevices();
  const cameras = externalDevices(devices.filter((device) => device.kind === 'videoinput'));
  const mics = externalDevices(devices.filter((device) => device.kind === 'audioinput'));
  if (cameras.length < JUDGE_TILE_LABELS.length) return [{ stream: first, label: null }];

  const ownMics = mics.length >= JUDGE_TILE_LABELS.length;
  const opened: LocalStream[] = [];
  for (const [index, label] of JUDGE_TILE_LABELS.entries()) {
    const camera = cameras[index];
    const mic = mics[index];
    const audio = ownMics && mic ? { deviceId: { exact: mic.deviceId } } : index === 0;
    const stream = camera
      ? await tryUserMedia({ audio, video: { ...VIDEO, deviceId: { exact: camera.deviceId } } })
      : null;
    if (!stream) {
      stopStreams(opened);
      return [{ stream: first, label: null }];
    }
    opened.push({ stream, label });
  }
  first.getTracks().forEach((track) => track.stop());
  return opened;
}

/** The streams this browser sends in the meeting: none for an observer, or when every device is refused. */
export async function openLocalMedia(role: MeetingRole): Promise<LocalStream[]> {
  if (role === 'observer') return [];
  const first = await openOneStream();
  if (!first) return [];
  if (role === 'host' && first.getVideoTracks().length > 0) return openJudgeCameras(first);
  return [{ stream: first, label: null }];
}
