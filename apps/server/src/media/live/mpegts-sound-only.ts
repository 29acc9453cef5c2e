/**
 * A courtroom segment's sound alone, cut out of its transport stream in this process: its PAT, its PMT without the
 * picture, the sound's packets as they were (timestamps, continuity) and the program clock. Running ffmpeg for it
 * (a process per segment) cost a listened-to room 3.7 times what its whole live pipeline costs
 * (bench/rendition-cost.ts).
 */
import {
  CLOCK_HZ,
  PACKET_BYTES,
  packetsOf,
  payloadOffset,
  pcrAt,
  pcrBase,
  pid,
  startsUnit,
} from './mpegts-packets.ts';

const PAT_PID = 0;
const PMT_TABLE = 0x02;
/** The stream types of sound (ISO/IEC 13818-1 table 2-34): MPEG-1 and -2 audio, AAC in ADTS and in LATM. */
const SOUND_STREAM_TYPES: ReadonlySet<number> = new Set([0x03, 0x04, 0x0f, 0x11]);
/** The longest the standard lets a program go between two PCRs (2.7.2). */
const PCR_INTERVAL = 0.1 * CLOCK_HZ;

/** CRC-32/MPEG-2, which ends every PSI section (annex A). */
function sectionCrc(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte << 24;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  }
  return crc >>> 0;
}

/** The section a packet starts (after its pointer field), as far as its length says; it must fit in the packet. */
function sectionOf(packet: Buffer): Buffer {
  const at = payloadOffset(packet);
  const start = at + 1 + packet[at]!;
  const end = start + 3 + (((packet[start + 1]! & 0x0f) << 8) | packet[start + 2]!);
  if (end > PACKET_BYTES) throw new Error('a PSI section longer than its packet');
  return packet.subarray(start, end);
}

/** The PIDs of the programs' PMTs, from a PAT section. */
function pmtPids(pat: Buffer): number[] {
  const pids: number[] = [];
  for (let at = 8; at + 4 <= pat.length - 4; at += 4) {
    const program = (pat[at]! << 8) | pat[at + 1]!;
    if (program !== 0) pids.push(((pat[at + 2]! & 0x1f) << 8) | pat[at + 3]!);
  }
  return pids;
}

type Program = { pcrPid: number; sound: Set<number>; others: Set<number>; withoutPicture: Buffer };

/** What a PMT section lists, and the section itself listing only its sound. */
function readProgram(pmt: Buffer): Program {
  if (pmt[0] !== PMT_TABLE) throw new Error('not a PMT');
  const pcrPid = ((pmt[8]! & 0x1f) << 8) | pmt[9]!;
  const streamsFrom = 12 + (((pmt[10]! & 0x0f) << 8) | pmt[11]!);
  const sound = new Set<number>();
  const others = new Set<number>();
  const kept: Buffer[] = [pmt.subarray(0, streamsFrom)];
  for (let at = streamsFrom; at + 5 <= pmt.length - 4;) {
    const entryEnd = at + 5 + (((pmt[at + 3]! & 0x0f) << 8) | pmt[at + 4]!);
    const streamPid = ((pmt[at + 1]! & 0x1f) << 8) | pmt[at + 2]!;
    if (SOUND_STREAM_TYPES.has(pmt[at]!)) {
      sound.add(streamPid);
      kept.push(pmt.subarray(at, entryEnd));
    } else others.add(streamPid);
    at = entryEnd;
  }
  const section = Buffer.concat([...kept, Buffer.alloc(4)]);
  const length = section.length - 3;
  section[1] = (section[1]! & 0xf0) | (length >> 8);
  section[2] = length & 0xff;
  section.writeUInt32BE(sectionCrc(section.subarray(0, -4)), section.length - 4);
  return { pcrPid, sound, others, withoutPicture: section };
}

/** `packet` carrying `section` instead of its own: the same header (and continuity counter), stuffed to its end. */
function withSection(packet: Buffer, section: Buffer): Buffer {
  const at = payloadOffset(packet);
  const rewritten = Buffer.alloc(PACKET_BYTES, 0xff);
  packet.copy(rewritten, 0, 0, at);
  rewritten[at] = 0;
  section.copy(rewritten, at + 1);
  return rewritten;
}

/**
 * A packet of the clock alone: `packet`'s PCR in an adaptation field that fills it, so the program keeps its clock
 * once the picture that carried it is gone. Without a payload the continuity counter does not count on (2.4.3.3):
 * each such packet of the PID has the same.
 */
function clockOnly(packet: Buffer, pcr: number): Buffer {
  const clock = Buffer.alloc(PACKET_BYTES, 0xff);
  packet.copy(clock, 0, 0, 3);
  clock[1] = clock[1]! & ~0x40;
  clock[3] = 0x20;
  clock[4] = PACKET_BYTES - 5;
  // The discontinuity indicator, if set, and the PCR flag.
  clock[5] = (packet[5]! & 0x80) | 0x10;
  packet.copy(clock, 6, pcr, pcr + 6);
  return clock;
}

/**
 * Of the PCRs a picture carried (ffmpeg writes one a frame), those a player needs: each within PCR_INTERVAL of
 * the last kept, the first and the last. Their packets' indices.
 */
function clocksKept(packets: readonly Buffer[], pcrPid: number): Set<number> {
  const clocks = packets.flatMap((packet, index) => {
    const at = pid(packet) === pcrPid ? pcrAt(packet) : undefined;
    return at === undefined ? [] : [{ index, base: pcrBase(packet, at) }];
  });
  const kept = new Set<number>();
  let last: number | undefined;
  clocks.forEach(({ index, base }, position) => {
    const next = clocks[position + 1];
    if (last === undefined || next === undefined || next.base - last > PCR_INTERVAL) {
      kept.add(index);
      last = base;
    }
  });
  return kept;
}

/**
 * `segment` (a transport stream ffmpeg wrote: a courtroom segment or a slate) with its sound alone. A segment
 * without sound has no such version: it throws, as it does for anything but whole transport stream packets.
 */
export function soundOnly(segment: Buffer): Buffer {
  const packets = packetsOf(segment);
  const patPacket = packets.find((packet) => pid(packet) === PAT_PID && startsUnit(packet));
  if (!patPacket) throw new Error('a segment without a PAT');
  const pmtPid = new Set(pmtPids(sectionOf(patPacket)));
  const pmtPacket = packets.find((packet) => pmtPid.has(pid(packet)) && startsUnit(packet));
  if (!pmtPacket) throw new Error('a segment without a PMT');
  const program = readProgram(sectionOf(pmtPacket));
  if (program.sound.size === 0) throw new Error('a segment without sound');
  const clocks = program.sound.has(program.pcrPid) ? new Set<number>() : clocksKept(packets, program.pcrPid);
  const kept = packets.flatMap((packet, index) => {
    const id = pid(packet);
    if (pmtPid.has(id)) return startsUnit(packet) ? [withSection(packet, program.withoutPicture)] : [];
    if (clocks.has(index)) return [clockOnly(packet, pcrAt(packet)!)];
    return program.others.has(id) || id === program.pcrPid ? [] : [packet];
  });
  return Buffer.concat(kept);
}
