// One signed-in viewer of a live room, as hls.js plays it in low-latency mode: a blocking playlist reload for the
// next segment (`_HLS_msn`), then that segment, on a keep-alive connection of its own.
import { Agent, request } from 'node:http';
import { API_PREFIX } from '@nyaya/shared';

export type WatchPlan = {
  baseUrl: string;
  room: string;
  /** The first segment every viewer waits for, and how many it then follows. */
  firstSequence: number;
  segments: number;
  /** Epoch ms after which a viewer stops waiting. */
  deadline: number;
};

export type ViewerResult = {
  /** Per segment of the plan: when the playlist listing it answered (epoch ms), null when it never did. */
  answeredAt: (number | null)[];
  delivered: number;
  segmentMs: number[];
  errors: string[];
};

/** Epoch ms with the monotonic clock's resolution: comparable across the bench's processes. */
export const epochNow = () => performance.timeOrigin + performance.now();

type Answer = { status: number; text: string; bytes: number };

function get(agent: Agent, url: string, token: string, keepText: boolean): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
      const parts: Buffer[] = [];
      let bytes = 0;
      response.on('data', (part: Buffer) => {
        bytes += part.length;
        if (keepText) parts.push(part);
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(parts).toString('utf8'), bytes }),
      );
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** The URI a playlist lists for segment `sequence`, if it lists it. */
function uriOf(playlist: string, sequence: number): string | undefined {
  const first = Number(/^#EXT-X-MEDIA-SEQUENCE:(\d+)/m.exec(playlist)?.[1] ?? Number.NaN);
  const uris = playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'));
  return uris[sequence - first];
}

export function createViewer(token: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const errors: string[] = [];
  const attempt = async (url: string, keepText: boolean): Promise<Answer | undefined> => {
    try {
      const answer = await get(agent, url, token, keepText);
      if (answer.status === 200) return answer;
      errors.push(`${answer.status} ${url.replace(/^.*\/live\//, '')}`);
    } catch (error) {
      errors.push(`${(error as Error).message} ${url.replace(/^.*\/live\//, '')}`);
    }
    return undefined;
  };

  return {
    /** What a player does first: the playlist as it is, to find the live edge. */
    async join(baseUrl: string, room: string): Promise<string[]> {
      errors.length = 0;
      await attempt(`${baseUrl}${API_PREFIX}/live/${room}/index.m3u8`, true);
      return [...errors];
    },

    async watch({ baseUrl, room, firstSequence, segments, deadline }: WatchPlan): Promise<ViewerResult> {
      errors.length = 0;
      const live = `${baseUrl}${API_PREFIX}/live/${room}`;
      const result: ViewerResult = { answeredAt: [], delivered: 0, segmentMs: [], errors };
      for (let index = 0; index < segments && epochNow() < deadline;) {
        const sequence = firstSequence + index;
        const playlist = await attempt(`${live}/index.m3u8?_HLS_msn=${sequence}`, true);
        // Held as long as the server waits and still not listed: a player asks again.
        const uri = playlist && uriOf(playlist.text, sequence);
        if (playlist && !uri) continue;
        result.answeredAt[index] = playlist ? epochNow() : null;
        index += 1;
        if (!uri) continue;
        const started = performance.now();
        if (await attempt(`${live}/${uri}`, false)) {
          result.delivered += 1;
          result.segmentMs.push(performance.now() - started);
        }
      }
      for (let index = 0; index < segments; index++) result.answeredAt[index] ??= null;
      return result;
    },

    close: () => agent.destroy(),
  };
}
