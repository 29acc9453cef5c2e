/** A size in the largest binary unit under it, one decimal, in the user's language: "0 bytes", "12.3 MB". */
export function formatBytes(bytes: number, language: string): string {
  const units = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;
  const power = bytes > 0 ? Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), units.length - 1) : 0;
  const format = new Intl.NumberFormat(language, {
    style: 'unit',
    unit: units[power],
    // "0 bytes", but "12.3 MB": the short form of a plain byte count reads "0 byte".
    unitDisplay: power === 0 ? 'long' : 'short',
    maximumFractionDigits: 1,
  });
  return format.format(bytes / 1024 ** power);
}
