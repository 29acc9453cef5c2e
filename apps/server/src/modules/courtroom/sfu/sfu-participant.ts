import { COURTROOM, COURTROOM_EVENTS, sfuAnswerSchema, type SfuStream } from '@nyaya/shared';
import type { IoSocket } from '../../../realtime/events.ts';
import type { PublishedMedia } from '../../room-state/index.ts';
import type { JanusHandle, JanusSession, Jsep, PluginReply } from './janus-connection.ts';

export const VIDEOROOM = 'janus.plugin.videoroom';

/** A publisher as the VideoRoom lists it: its feed id, display (our socket id) and what it sends. */
type Publisher = { id: number; display?: string; streams?: unknown[] };
/** One m-line of a subscription as the VideoRoom describes it. */
type JanusStream = {
  mid: string;
  type: string;
  active?: boolean;
  feed_display?: string;
  feed_description?: string;
};

/** The VideoRoom room a participant joined: Janus's room number, and the publisher's ids in it. */
export type Seating = { room: number; feedId: number; privateId: number };

/**
 * One participant's media in Janus, owned by this server: a publisher handle (what they send, and the room's
 * news of other publishers) and, once anyone else publishes, a subscriber handle (all they receive, on one
 * connection). Every change of the subscription is negotiated with the browser in turn.
 */
export class SfuParticipant {
  private subscriber: JanusHandle | null = null;
  private subscribed = new Set<number>();
  /** Changes of the subscription, one after another: Janus negotiates one at a time. */
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly socket: IoSocket,
    readonly roomId: string,
    private readonly session: JanusSession,
    private readonly publisher: JanusHandle,
    private readonly seating: Seating,
    readonly observer: boolean,
  ) {
    publisher.on('event', (reply) => this.onRoomNews(reply));
    publisher.on('hangup', (reason) => this.lostMedia(reason));
  }

  get socketId(): string {
    return this.socket.id;
  }

  /**
   * The browser's offer for what it sends; each m-line's stream id reaches the receivers as its description.
   * Janus's answer, and what it now takes from this participant (their feed, the m-lines of its sound).
   */
  async publish(
    offer: Jsep,
    streams: { mid: string; streamId: string }[],
  ): Promise<{ answer: Jsep; published: PublishedMedia }> {
    const descriptions = streams.map(({ mid, streamId }) => ({ mid, description: streamId }));
    const reply = await this.publisher.message({ request: 'publish', descriptions }, offer);
    if (!reply.jsep) throw new Error('The media server answered the offer without a description');
    const audioMids = ((reply.data.streams ?? []) as JanusStream[])
      .filter(({ type }) => type === 'audio')
      .map(({ mid }) => mid);
    return { answer: reply.jsep, published: { feedId: this.seating.feedId, audioMids } };
  }

  async candidate(connection: 'publisher' | 'subscriber', candidate: object | null): Promise<void> {
    const handle = connection === 'publisher' ? this.publisher : this.subscriber;
    await handle?.trickle(candidate);
  }

  async chooseLayer(mid: string, layer: number): Promise<void> {
    await this.subscriber?.message({ request: 'configure', streams: [{ mid, substream: layer }] });
  }

  /** Receives the publishers already in the room when this participant joined. */
  receive(publishers: Publisher[]): void {
    this.subscribe(publishers);
  }

  /** Destroys the Janus session: everything this participant sends and receives stops at once. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.session.destroy();
  }

  /**
   * ICE failed for good on one of the participant's connections, and Janus closed it: they join again, with
   * connections made afresh. (A connection the browser closed itself, at a rejoin, ends with a DTLS alert.)
   */
  private lostMedia(reason: string): void {
    if (this.closed || reason !== 'ICE failed') return;
    this.socket.emit(COURTROOM_EVENTS.mediaRejoin, { roomId: this.roomId });
  }

  private onRoomNews({ data }: PluginReply): void {
    if (Array.isArray(data.publishers)) this.subscribe(data.publishers as Publisher[]);
    for (const gone of [data.unpublished, data.leaving]) {
      if (typeof gone === 'number' && this.subscribed.has(gone)) this.unsubscribe(gone);
    }
  }

  private subscribe(publishers: Publisher[]): void {
    const feeds = publishers
      .filter((publisher) => (publisher.streams?.length ?? 0) > 0 && !this.subscribed.has(publisher.id))
      .map((publisher) => publisher.id);
    if (feeds.length === 0) return;
    feeds.forEach((feed) => this.subscribed.add(feed));
    this.inTurn(async () => {
      const streams = feeds.map((feed) => ({ feed }));
      if (this.subscriber) {
        await this.negotiate(await this.subscriber.message({ request: 'subscribe', streams }));
        return;
      }
      this.subscriber = await this.session.attach(VIDEOROOM);
      this.subscriber.on('event', (reply) => {
        if (reply.jsep) this.inTurn(() => this.negotiate(reply));
      });
      this.subscriber.on('hangup', (reason) => this.lostMedia(reason));
      const joined = await this.subscriber.message({
        request: 'join',
        ptype: 'subscriber',
        room: this.seating.room,
        private_id: this.seating.privateId,
        streams,
      });
      await this.negotiate(joined);
    });
  }

  private unsubscribe(feed: number): void {
    this.subscribed.delete(feed);
    this.inTurn(async () => {
      if (!this.subscriber) return;
      await this.negotiate(await this.subscriber.message({ request: 'unsubscribe', streams: [{ feed }] }));
    });
  }

  /** Janus's offer of the subscription goes to the browser; its answer starts (or updates) the media. */
  private async negotiate({ data, jsep }: PluginReply): Promise<void> {
    if (jsep?.type !== 'offer' || !this.subscriber) return;
    const streams: SfuStream[] = ((data.streams ?? []) as JanusStream[]).flatMap((stream) =>
      stream.active === false || !stream.feed_display
        ? []
        : [{ mid: stream.mid, socketId: stream.feed_display, streamId: stream.feed_description ?? null }],
    );
    const answer = sfuAnswerSchema.parse(
      await this.socket.timeout(COURTROOM.sfuNegotiationTimeoutMs).emitWithAck(COURTROOM_EVENTS.sfuOffer, {
        roomId: this.roomId,
        sdp: { type: 'offer', sdp: jsep.sdp },
        streams,
      }),
    );
    await this.subscriber.message({ request: 'start' }, answer);
  }

  private inTurn(step: () => Promise<void>): void {
    // A failed step (the browser gone, Janus restarting) must not stop the ones after it.
    this.queue = this.queue.then(step).catch(() => undefined);
  }
}
