/** Where ffmpeg pushes a platform's stream: the ingest URL with the stream key as its last path segment. */
export function relayOutputUrl(url: string, key: string): string {
  return `${url.replace(/\/+$/, '')}/${key}`;
}

/** The text with every occurrence of the stream key (plain or URL-encoded) hidden, for logs and reasons. */
export function maskKey(text: string, key: string): string {
  const forms = [...new Set([key, encodeURIComponent(key)])].filter((form) => form.length > 0);
  return forms.reduce((masked, form) => masked.split(form).join('****'), text);
}

/**
 * How many reloads without a new segment ffmpeg's HLS reader waits before it takes the stream as ended. Its
 * default (1000, about 8.5 minutes of a paused court at 2 s segments) ended the relay for good during a long
 * pause; the relay ends when the broadcast stops it.
 */
const RELOADS_WITHOUT_A_SEGMENT = 1_000_000_000;

/**
 * ffmpeg reading the live HLS and pushing it as FLV without re-encoding. No `-re`: a live playlist is paced by
 * its own growth. `startIndex` is the listed segment it starts at: -1, the newest, so a first connect bursts at
 * most one segment and the platform is as little behind the delayed playlist as possible; a restarted relay
 * starts after the last segment the one before it read. `-progress` reports on stdout as key=value lines; stderr carries each
 * line with its level (`level+info`): the segments it opens (info, see openedSegment), warnings and errors.
 */
export function relayArgs(input: string, outputUrl: string, startIndex = -1): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'level+info',
    '-nostats',
    '-progress',
    'pipe:1',
    '-live_start_index',
    String(startIndex),
    '-m3u8_hold_counters',
    String(RELOADS_WITHOUT_A_SEGMENT),
    '-i',
    input,
    '-c',
    'copy',
    '-f',
    'flv',
    outputUrl,
  ];
}

const LEVEL_TAG = /\[(trace|debug|verbose|info|warning|error|fatal|panic)\] /;

/** A stderr line of relayArgs' ffmpeg: its level, and the line without the tag. */
export function leveledLine(line: string): { level: string; text: string } {
  const tag = LEVEL_TAG.exec(line);
  return tag ? { level: tag[1] ?? 'info', text: line.replace(LEVEL_TAG, '') } : { level: 'info', text: line };
}

/** The sequence number of the segment an info line says ffmpeg's HLS reader opened, if it says so. */
export function openedSegment(text: string): number | undefined {
  const match = /Opening '[^']*\b(?:seg|slate)-(\d+)\.ts' for reading/.exec(text);
  return match ? Number(match[1]) : undefined;
}
