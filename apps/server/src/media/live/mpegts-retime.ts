/**
 * A slate rendered once, shifted to where each cut segment stands in the stream and cut to its length, without
 * running ffmpeg again: its transport stream's packets rewritten in place.
 */

import {
  CLOCK_HZ,
  hasPayload,
  PACKET_BYTES,
  packetsOf,
  payloadOffset,
  pcrAt,
  pcrBase,
  pid,
  startsUnit,
} from './mpegts-packets.ts';

const WRAP = 2 ** 33;

/** A 33-bit timestamp as PES headers hold it, five bytes with marker bits (2.4.3.7). */
function readTimestamp(bytes: Buffer, at: number): number {
  return (
    ((bytes[at]! >> 1) & 0x07) * 2 ** 30 +
    bytes[at + 1]! * 2 ** 22 +
    (bytes[at + 2]! >> 1) * 2 ** 15 +
    bytes[at + 3]! * 2 ** 7 +
    (bytes[at + 4]! >> 1)
  );
}

function writeTimestamp(bytes: Buffer, at: number, value: number) {
  const prefix = bytes[at]! & 0xf0;
  bytes[at] = prefix | (Math.floor(value / 2 ** 29) & 0x0e) | 1;
  bytes[at + 1] = Math.floor(value / 2 ** 22) & 0xff;
  bytes[at + 2] = (Math.floor(value / 2 ** 14) & 0xfe) | 1;
  bytes[at + 3] = Math.floor(value / 2 ** 7) & 0xff;
  bytes[at + 4] = ((value * 2) & 0xfe) | 1;
}

const shifted = (value: number, by: number) => (((value + by) % WRAP) + WRAP) % WRAP;

/** Where a packet's PES header keeps its PTS (and DTS after it), when the packet starts a PES. */
function pesTimestamps(packet: Buffer): { pts: number; dts?: number } | undefined {
  if (!startsUnit(packet) || !hasPayload(packet)) return undefined;
  const at = payloadOffset(packet);
  if (packet[at] !== 0 || packet[at + 1] !== 0 || packet[at + 2] !== 1) return undefined;
  const flags = packet[at + 7]! >> 6;
  if (flags < 2) return undefined;
  return { pts: at + 9, dts: flags === 3 ? at + 14 : undefined };
}

function shiftPcr(packet: Buffer, at: number, by: number) {
  const value = shifted(pcrBase(packet, at), by);
  packet[at] = Math.floor(value / 2 ** 25) & 0xff;
  packet[at + 1] = Math.floor(value / 2 ** 17) & 0xff;
  packet[at + 2] = Math.floor(value / 2 ** 9) & 0xff;
  packet[at + 3] = Math.floor(value / 2) & 0xff;
  packet[at + 4] = ((value & 1) << 7) | (packet[at + 4]! & 0x7f);
}

/** The earliest PTS of the stream's PES packets: where its timeline starts. */
export function firstPts(stream: Buffer): number {
  let first = Infinity;
  for (let at = 0; at + PACKET_BYTES <= stream.length; at += PACKET_BYTES) {
    const packet = stream.subarray(at, at + PACKET_BYTES);
    const timestamps = pesTimestamps(packet);
    if (timestamps) first = Math.min(first, readTimestamp(packet, timestamps.pts));
  }
  if (first === Infinity) throw new Error('no timestamped packet in the transport stream');
  return first;
}

/** PES stream ids 0xE0 to 0xEF carry video (Table 2-22). */
const isVideoPes = (packet: Buffer) => (packet[payloadOffset(packet) + 3]! & 0xf0) === 0xe0;

/**
 * The PTS of the stream's first picture: where a segment cut at a keyframe starts showing. Undefined for a stream
 * without pictures.
 */
export function firstVideoPts(stream: Buffer): number | undefined {
  for (let at = 0; at + PACKET_BYTES <= stream.length; at += PACKET_BYTES) {
    const packet = stream.subarray(at, at + PACKET_BYTES);
    const timestamps = pesTimestamps(packet);
    if (timestamps && isVideoPes(packet)) return readTimestamp(packet, timestamps.pts);
  }
  return undefined;
}

/**
 * A copy of `stream` without the pictures that start at or after `endPts`: each picture is a PES of its own (a
 * segment of browser H.264 has no B-frames, so no kept picture refers to a dropped one). The sound is kept whole: a
 * PES of it runs a third of a second. The picture PID's continuity counter counts on over what was left out.
 */
export function picturesBefore(stream: Buffer, endPts: number): Buffer {
  const kept: Buffer[] = [];
  let dropping = false;
  let videoPid: number | undefined;
  let counter = 0;
  for (const view of packetsOf(stream)) {
    const id = pid(view);
    const timestamps = pesTimestamps(view);
    if (timestamps && isVideoPes(view)) {
      videoPid = id;
      dropping = readTimestamp(view, timestamps.pts) >= endPts;
    }
    if (id !== videoPid) {
      kept.push(view);
      continue;
    }
    if (dropping) continue;
    const packet = Buffer.from(view);
    if (hasPayload(packet)) {
      packet[3] = (packet[3]! & 0xf0) | counter;
      counter = (counter + 1) & 0x0f;
    }
    kept.push(packet);
  }
  return Buffer.concat(kept);
}

/** Where each PES (frame, or run of sound frames) of the stream starts: its PTS, by packet index, per PID. */
function pesStarts(stream: Buffer): Map<number, { packet: number; pts: number }[]> {
  const starts = new Map<number, { packet: number; pts: number }[]>();
  for (let index = 0; index * PACKET_BYTES < stream.length; index += 1) {
    const packet = stream.subarray(index * PACKET_BYTES, (index + 1) * PACKET_BYTES);
    const timestamps = pesTimestamps(packet);
    if (!timestamps) continue;
    const id = pid(packet);
    starts.set(id, [
      ...(starts.get(id) ?? []),
      { packet: index, pts: readTimestamp(packet, timestamps.pts) },
    ]);
  }
  return starts;
}

/**
 * The packets of the PES that end after `end`: a PES ends where the next of its PID starts (the last one of a
 * PID is taken to end past any cut, as a slate is rendered longer than any segment it stands in for).
 */
function packetsPast(stream: Buffer, end: number): Set<number> {
  const past = new Set<number>();
  for (const starts of pesStarts(stream).values()) {
    starts.forEach(({ packet }, index) => {
      const next = starts[index + 1];
      if (next === undefined || next.pts > end) past.add(packet);
    });
  }
  return past;
}

/**
 * A copy of `stream` whose timestamps are `shiftSeconds` later, keeping only the PES packets (frames, runs of
 * sound frames) that end within `durationSeconds` of its first PTS: nothing overlaps the segment after it. Each
 * PID's continuity counter counts on without a gap over what was left out, from 0, as in a segment of its own.
 */
export function retimed(stream: Buffer, shiftSeconds: number, durationSeconds: number): Buffer {
  const packets = packetsOf(stream);
  const shift = Math.round(shiftSeconds * CLOCK_HZ);
  const past = packetsPast(stream, firstPts(stream) + Math.round(durationSeconds * CLOCK_HZ));
  const dropping = new Map<number, boolean>();
  const counters = new Map<number, number>();
  const kept: Buffer[] = [];
  for (const [index, view] of packets.entries()) {
    const packet = Buffer.from(view);
    const id = pid(packet);
    if (startsUnit(packet)) dropping.set(id, past.has(index));
    if (dropping.get(id)) continue;
    const timestamps = pesTimestamps(packet);
    if (timestamps) {
      writeTimestamp(packet, timestamps.pts, shifted(readTimestamp(packet, timestamps.pts), shift));
      if (timestamps.dts !== undefined) {
        writeTimestamp(packet, timestamps.dts, shifted(readTimestamp(packet, timestamps.dts), shift));
      }
    }
    const pcr = pcrAt(packet);
    if (pcr !== undefined) shiftPcr(packet, pcr, shift);
    if (hasPayload(packet)) {
      const counter = counters.get(id) ?? 0;
      packet[3] = (packet[3]! & 0xf0) | counter;
      counters.set(id, (counter + 1) & 0x0f);
    }
    kept.push(packet);
  }
  return Buffer.concat(kept);
}
