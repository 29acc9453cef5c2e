const textOf = async (url: string) => {
  const response = await fetch(url, { credentials: 'same-origin', cache: 'no-store' });
  return response.ok ? response.text() : '';
};

/**
 * Whether the room's public playlist lists a segment yet (of a multivariant playlist, its first rendition). Right
 * after streaming starts the delay holds every segment back (an empty playlist), and before ffmpeg's first segment
 * there is no playlist at all (404).
 */
export async function playlistHasSegments(playlistUrl: string): Promise<boolean> {
  try {
    const text = await textOf(playlistUrl);
    const lines = text.split('\n');
    const variant = lines.findIndex((line) => line.startsWith('#EXT-X-STREAM-INF'));
    const media =
      variant === -1
        ? text
        : await textOf(new URL(lines[variant + 1] ?? '', new URL(playlistUrl, location.href)).href);
    return media.includes('#EXTINF');
  } catch {
    return false;
  }
}
