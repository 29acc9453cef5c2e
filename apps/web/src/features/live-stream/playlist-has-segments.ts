/**
 * Whether the room's public playlist lists a segment yet. Right after streaming starts the delay holds every
 * segment back (an empty playlist), and before ffmpeg's first segment there is no playlist at all (404).
 */
export async function playlistHasSegments(playlistUrl: string): Promise<boolean> {
  try {
    const response = await fetch(playlistUrl, { credentials: 'same-origin', cache: 'no-store' });
    return response.ok && (await response.text()).includes('#EXTINF');
  } catch {
    return false;
  }
}
