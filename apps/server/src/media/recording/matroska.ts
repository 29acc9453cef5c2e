/** The EBML magic every WebM and Matroska stream starts with: a recording's first chunk begins with it. */
export const EBML_MAGIC = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

export const startsMatroska = (bytes: Uint8Array): boolean =>
  Buffer.from(bytes.buffer, bytes.byteOffset, Math.min(bytes.byteLength, EBML_MAGIC.length)).equals(
    EBML_MAGIC,
  );
