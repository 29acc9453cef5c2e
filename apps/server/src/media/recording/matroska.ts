/** The EBML magic every WebM and Matroska stream starts with: a recording's first chunk begins with it. */
export const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** A Cluster element's ID: the media after a stream's header comes in clusters. */
export const CLUSTER_ID = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);

export const startsMatroska = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, EBML_MAGIC.length)).equals(
    EBML_MAGIC,
  );

/** Whether a stream beginning with these bytes may be WebM or Matroska: they begin as the EBML magic does. */
export function mayStartMatroska(bytes: Uint8Array): boolean {
  const length = Math.min(bytes.byteLength, EBML_MAGIC.length);
  return Buffer.from(bytes.buffer, bytes.byteOffset, length).equals(EBML_MAGIC.subarray(0, length));
}

/** An EBML variable-length integer at `offset`: its value and its length in bytes; undefined past the end. */
function readVint(bytes: Uint8Array, offset: number) {
  const first = bytes[offset];
  if (first === undefined || first === 0) return undefined;
  const length = Math.clz32(first) - 23;
  if (offset + length > bytes.length) return undefined;
  let value = first & (0xff >> length);
  for (let i = 1; i < length; i += 1) value = value * 256 + (bytes[offset + i] ?? 0);
  return { value, length };
}

/** A Cluster's Timestamp element, its first child but for a CRC-32 (which ffmpeg writes, browsers do not). */
const CLUSTER_TIMESTAMP_ID = 0xe7;
const CRC32_ID = 0xbf;

/** The element with a one-byte ID at `offset`: its ID, its data read as an unsigned integer, and where it ends. */
function readElement(bytes: Uint8Array, offset: number) {
  const size = readVint(bytes, offset + 1);
  if (!size) return undefined;
  const dataAt = offset + 1 + size.length;
  if (dataAt + size.value > bytes.length) return undefined;
  let value = 0;
  for (let i = 0; i < Math.min(size.value, 8); i += 1) value = value * 256 + (bytes[dataAt + i] ?? 0);
  return { id: bytes[offset], value, end: dataAt + size.value };
}

/**
 * The timestamp of the cluster starting at `offset` (ms since the recording began, at the default timestamp
 * scale browsers write); undefined when the bytes there are not a cluster with its timestamp first.
 */
export function clusterTimestampAt(bytes: Uint8Array, offset: number): number | undefined {
  if (!CLUSTER_ID.equals(bytes.subarray(offset, offset + CLUSTER_ID.length))) return undefined;
  const size = readVint(bytes, offset + CLUSTER_ID.length);
  if (!size) return undefined;
  let element = readElement(bytes, offset + CLUSTER_ID.length + size.length);
  if (element?.id === CRC32_ID) element = readElement(bytes, element.end);
  return element?.id === CLUSTER_TIMESTAMP_ID ? element.value : undefined;
}
