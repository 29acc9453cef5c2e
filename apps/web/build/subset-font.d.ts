// subset-font ships no types; this is the one call the build makes (its README's API).
declare module 'subset-font' {
  export default function subsetFont(
    font: Uint8Array,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'woff' | 'woff2' | 'truetype'; preserveNameIds?: number[] },
  ): Promise<Buffer>;
}
