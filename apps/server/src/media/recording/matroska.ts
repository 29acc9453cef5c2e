/** The EBML magic every WebM and Matroska stream starts with: a recording's first chunk begins with it. */
export const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);
/** A Cluster element's ID: the media after a stream's header comes in clusters. */
export const CLUSTER_ID = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);

export const startsMatroska = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, EBML_MAGIC.length)).equals(
    EBML_MAGIC,
  );
