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
 * its own growth. `-live_start_index -1` starts at the newest segment, so a (re)connect bursts at most one
 * segment and the platform is as little behind the delayed playlist as possible. `-progress` reports on stdout
 * as key=value lines; stderr carries only warnings and errors.
 */
export function relayArgs(input: string, outputUrl: string): string[] {
  return [
    '-hide_banner',
    '-nostdin',
    '-loglevel',
    'warning',
    '-nostats',
    '-progress',
    'pipe:1',
    '-live_start_index',
    '-1',
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
