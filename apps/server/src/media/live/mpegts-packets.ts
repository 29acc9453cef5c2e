/** MPEG transport stream packets (ISO/IEC 13818-1): what media/live reads of their headers. */

export const PACKET_BYTES = 188;
export const SYNC_BYTE = 0x47;
/** PTS, DTS and the PCR base count a 90 kHz clock in 33 bits. */
export const CLOCK_HZ = 90_000;

export const pid = (packet: Buffer) => ((packet[1]! & 0x1f) << 8) | packet[2]!;
export const startsUnit = (packet: Buffer) => (packet[1]! & 0x40) !== 0;
export const hasAdaptation = (packet: Buffer) => (packet[3]! & 0x20) !== 0;
export const hasPayload = (packet: Buffer) => (packet[3]! & 0x10) !== 0;
export const payloadOffset = (packet: Buffer) => (hasAdaptation(packet) ? 5 + packet[4]! : 4);

/** The PCR's position in the packet's adaptation field, if it carries one. */
export function pcrAt(packet: Buffer): number | undefined {
  if (!hasAdaptation(packet) || packet[4]! < 7 || (packet[5]! & 0x10) === 0) return undefined;
  return 6;
}

/** The 33-bit base of the PCR at `at` (a 90 kHz clock, as PTS). */
export const pcrBase = (packet: Buffer, at: number) =>
  packet[at]! * 2 ** 25 +
  packet[at + 1]! * 2 ** 17 +
  packet[at + 2]! * 2 ** 9 +
  packet[at + 3]! * 2 +
  (packet[at + 4]! >> 7);

/** The stream's packets, each a view of its 188 bytes; a stream of anything else is refused. */
export function packetsOf(stream: Buffer): Buffer[] {
  if (stream.length % PACKET_BYTES !== 0 || stream[0] !== SYNC_BYTE) {
    throw new Error('not a transport stream of whole packets');
  }
  const packets: Buffer[] = [];
  for (let at = 0; at < stream.length; at += PACKET_BYTES) {
    const packet = stream.subarray(at, at + PACKET_BYTES);
    if (packet[0] !== SYNC_BYTE) throw new Error(`lost sync at packet ${at / PACKET_BYTES}`);
    packets.push(packet);
  }
  return packets;
}
