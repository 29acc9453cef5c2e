/** Why a relay's ffmpeg ended, in words for the control-room card, from its exit code and its last stderr lines. */
export function failureReason(exitCode: number | null, stderrTail: string[], wasLive: boolean): string {
  const stderr = stderrTail.join('\n');
  if (exitCode === 0) return 'The live stream ended';
  if (/Connection refused/i.test(stderr)) return 'Connection refused by the platform';
  if (/Connection timed out|Operation timed out/i.test(stderr)) return 'Connection to the platform timed out';
  if (/NetStream\.Publish\.(BadName|Rejected)|Unauthorized|Forbidden|authentication/i.test(stderr))
    return 'The platform rejected the stream (check the stream URL and key)';
  if (/Name or service not known|Temporary failure in name resolution|Failed to resolve/i.test(stderr))
    return 'The platform address could not be resolved';
  if (/No such file or directory|HTTP error 404|Server returned 404/i.test(stderr))
    return 'The live stream is not available';
  if (wasLive) return 'The platform dropped the connection';
  // A platform that takes the connection but not the key (YouTube, nginx's deny publish) closes it at once.
  if (/Broken pipe|Connection reset|End of file|Input\/output error/i.test(stderr))
    return 'The platform closed the stream at once (check the stream URL and key)';
  const lastLine = stderrTail.at(-1);
  return `ffmpeg stopped (exit code ${exitCode ?? 'none'})${lastLine ? `: ${lastLine}` : ''}`;
}

/** Why a relay's ffmpeg was restarted: its output stood still this long while the stream went on. */
export const stallReason = (stillForMs: number): string =>
  `No output for ${Math.round(stillForMs / 1000)} s while the stream went on: restarting`;
