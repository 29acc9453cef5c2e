import { verdictOf, type RunFacts, type Verdict } from './checks.ts';

/** The server's warnings and errors, counted by message. */
function logSummary(log: string): [string, number][] {
  const counts = new Map<string, number>();
  for (const line of log.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as { level?: number; msg?: string };
      if ((entry.level ?? 0) < 40) continue;
      const key = `${entry.level === 40 ? 'warn' : 'error'}: ${entry.msg ?? '?'}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    } catch {
      // a line that is no log entry (a crash's stack trace)
    }
  }
  return [...counts].sort((a, b) => b[1] - a[1]);
}

const fixed = (value: number | undefined, digits = 1) => (value === undefined ? '—' : value.toFixed(digits));

/** The BENCHMARKS.md section: what ran, the per-room and memory tables, and each check. */
export function soakReport(facts: RunFacts, { checks, rooms, memory }: Verdict): string {
  const crash = facts.processEnds[0] ?? 0;
  const roomRows = rooms.map((result) => {
    const room = facts.rooms.find((candidate) => candidate.room === result.room);
    const resume = room?.resumes.map(
      (r) => `${r.serverNextSeq}/${r.lowestUnacked} in ${fixed(r.afterMs / 1000)} s`,
    );
    const diff = result.mp4S === undefined ? undefined : result.mp4S - result.ackedS;
    const note = room === facts.vanished ? ' (host vanished)' : '';
    return (
      `| ${result.room}${note} | ${result.sessions} | ${room?.ackedPieces ?? 0} | ${result.ackedS} | ${fixed(result.mp4S, 2)} | ` +
      `${fixed(diff, 2)} | ${room?.resent ?? 0} | ${resume?.join(', ') || '—'} | ` +
      `${facts.publicSegments.map(({ counts }) => counts[result.room] ?? '—').join(' / ')} | ${verdictOf(result.passed)} |`
    );
  });
  const memoryRows = memory.map(
    (result) =>
      `| ${result.process} | ${result.lifetimeS.toFixed(0)} | ${fixed(result.second?.rssMiB, 0)} | ${fixed(result.last?.rssMiB, 0)} | ` +
      `${fixed(result.change * 100)} | ${fixed(result.second?.heapMiB, 0)} → ${fixed(result.last?.heapMiB, 0)} | ` +
      `${fixed(result.second?.externalMiB, 0)} → ${fixed(result.last?.externalMiB, 0)} | ${fixed(result.last?.ffmpeg, 0)} | ` +
      `${fixed((facts.cpu[result.process - 1] ?? 0) / result.lifetimeS, 2)} | ${result.judged ? verdictOf(result.passed) : 'not judged'} |`,
  );
  const peak = Math.max(...facts.samples.map((sample) => sample.rssMiB));
  const log = logSummary(facts.log);
  return [
    `\`npm run bench:soak\` (not part of \`npm run bench\`): ${facts.rooms.length} rooms, ${facts.minutes} min, on`,
    'PostgreSQL (a database of its own per run), the built server',
    'on loopback with `DEFAULT_STREAM_DELAY_MINUTES=0` (every room streams live HLS; the second room’s stream setup',
    'holds it back, see the delay table) and',
    `\`RECORDING_ABANDON_SECONDS=${facts.abandonSeconds}\`. One Controller signs in and hosts every room over a socket`,
    'of its own (join-room, set-hearing, set-streaming, start-recording); Room4 and up, their court rooms and one',
    'hearing today in every room are inserted by the bench. Each room sends a generated H.264/Opus Matroska stream',
    '(640x360@25, 1 Mb/s, keyframe and cluster every 2 s) one 2 s piece every 2 s in real time, through the',
    "judge's page's own UploadQueue: a piece stays queued until acked and is resent after a timeout or a reconnect;",
    'after a reconnect the room is joined again and start-recording resumes the session where the server says.',
    `At 30 % of the run the last room's host stops and closes its socket for good (right after an ack); at 50 % the`,
    `server's process group is SIGKILLed (${crash.toFixed(0)} s after its start) and started again on the same port,`,
    `database and media directory (back in ${fixed(facts.restartMs / 1000)} s). At the end the live rooms send an empty`,
    `last chunk and stop-recording at once (all acked in ${fixed(facts.stopMs / 1000)} s, MP4s finalised), and the run`,
    'waits until no session is open or unfinalised; then each live room ends its meeting, as a judge ends the day.',
    facts.hogs > 0
      ? `Beside it, the whole time, ${facts.hogs} busy loops (\`SOAK_STARVE=${facts.hogs}\`, one per core): a starved machine.`
      : 'Nothing else is started beside it.',
    "Each room's public playlist is polled every second as a viewer's player asks for it.",
    'RSS is sampled every 10 s (`/proc`), the V8 heap and external',
    `memory from \`/metrics\`. Load average (1/5/15 min) at the start ${facts.load[0]}, at the end ${facts.load[1]};`,
    'the 2 cores are shared with other work.',
    '',
    'Resumed at: where start-recording said the session continues after the crash, against the lowest seq the',
    'client had not had acked (ahead: chunks stored whose ack the crash lost). Newest public segment: the media',
    "sequence number of the newest segment the room's public playlist listed (the live stream advancing or not).",
    "Server + ffmpeg cores: CPU time of the server's process group over its life.",
    '',
    `| room | sessions | acked pieces | acked s | MP4 s | MP4 − acked s | resends | resumed at (server next seq / lowest unacked) | newest public segment at ${facts.publicSegments.map(({ label }) => label).join(' / ')} | result |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...roomRows,
    '',
    '| server process | counted s | RSS MiB, 2nd minute | RSS MiB, last minute | change % | heap MiB | external MiB | ffmpeg children | server + ffmpeg cores | memory flat |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...memoryRows,
    '',
    `Peak RSS over the run, finalisation included: ${peak} MiB. Server warnings and errors logged:`,
    log.length === 0 ? 'none.' : log.map(([message, count]) => `${count} × ${message}`).join('; ') + '.',
    '',
    '| check | result | measured |',
    '|---|---|---|',
    ...checks.map((check) => `| ${check.name} | ${check.result} | ${check.detail} |`),
    '',
    'Dated − captured: each listed courtroom segment’s program date time minus the capture time of its first',
    'picture (which piece it is, told by the picture; piece k captured k chunk intervals after the first, which was',
    'captured a chunk interval before it was handed over).',
    '',
    '| room | MP4 frames / frames in the acked pieces | decoding errors | DTS not rising | public playlist polls (failed) | on-air segments never listed | dated − captured: segments, median, worst (s) |',
    '|---|---|---|---|---|---|---|',
    ...rooms.map(({ room, integrity: i, missingSegments, datingErrors: errors }) => {
      const watch = facts.playlists.get(room);
      const sorted = [...errors].sort((a, b) => a - b);
      const median = sorted[Math.floor(sorted.length / 2)];
      const worst = sorted.reduce((far, error) => (Math.abs(error) > Math.abs(far) ? error : far), 0);
      const dating = errors.length
        ? `${errors.length}, ${fixed((median ?? 0) / 1000, 2)}, ${fixed(worst / 1000, 2)}`
        : '—';
      return `| ${room} | ${i ? `${i.frames} / ${i.expectedFrames}` : '—'} | ${i?.decodeErrors ?? '—'} | ${i?.dtsNotRising ?? '—'} | ${watch?.polls ?? 0} (${watch?.failedPolls ?? 0}) | ${missingSegments.join(', ') || 'none'} | ${dating} |`;
    }),
    '',
    'Delay: each listed segment’s first listing (the poll that first showed it, so up to a second late) minus the',
    'capture of its first picture, less the room’s delay; the least over the run (never below 0 is the goal).',
    'Relay: every picture nginx-rtmp (the stand-in Facebook) recorded, one file per publish, looked up among the',
    'source’s pictures (framemd5, every decoded picture); a jump inside one publish with no slate between is a',
    'skip, one across a slate or between two publishes (the relay reconnecting after the crash) a declared outage.',
    '',
    '| room | delay | least beyond the delay (s) | relayed pictures | publishes | slate pictures | repeated | skipped | skipped across declared outages | source pictures relayed, first–last |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rooms.map(({ room, delayMinutes, leastBeyondDelay, relay }) => {
      const gaps = (list: { after: number; count: number }[]) =>
        list.map((gap) => `${gap.count} after ${gap.after}`).join(', ') || 'none';
      const relayCells = relay
        ? `${relay.frames} | ${relay.publishes}${relay.empty ? ` (${relay.empty} empty)` : ''} | ${relay.notFromSource} | ${relay.repeated} | ${gaps(relay.skipped)} | ${gaps(relay.declared)} | ${relay.firstPicture ?? '—'}–${relay.lastPicture ?? '—'}`
        : 'not relayed | | | | | |';
      const beyond = leastBeyondDelay === undefined ? '—' : fixed(leastBeyondDelay / 1000);
      return `| ${room} | ${delayMinutes} min | ${beyond} | ${relayCells} |`;
    }),
  ].join('\n');
}
