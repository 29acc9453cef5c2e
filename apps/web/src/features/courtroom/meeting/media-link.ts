import type { RTCIceServerConfig } from '@nyaya/shared';

/** One stream received from a participant: the id it has on their side (null if unknown), and the stream here. */
export type RemoteStream = { streamId: string | null; stream: MediaStream };

type LinkState = 'off' | 'waiting' | 'started';

const ignoreRefusal = () => undefined;

/**
 * What the two ways a meeting's media travels (the SFU, and the mesh as its fallback) share: the server's signals
 * can come before join-meeting has answered which of them this join uses (and with which ICE servers), so they
 * wait for it; the one not chosen drops its signals until the next join.
 */
export abstract class MediaLink<Signal> {
  protected config: RTCConfiguration | null = null;
  private state: LinkState = 'off';
  private early: Signal[] = [];
  private queue: Promise<void> = Promise.resolve();

  /** Joining: the signals that come now wait for start() (or go with stop()). */
  expect(): void {
    this.stop();
    this.state = 'waiting';
  }

  /** Joined through this link: connections can be made with the meeting's ICE servers. */
  start(iceServers: RTCIceServerConfig[]): void {
    this.state = 'started';
    this.config = this.configure(iceServers);
    this.begin(this.config);
    const early = this.early;
    this.early = [];
    early.forEach((signal) => this.handle(signal));
  }

  /** Closes every connection; expect() and start() again (after a rejoin) reconnect. */
  stop(): void {
    const wasOn = this.state !== 'off';
    this.state = 'off';
    this.early = [];
    this.config = null;
    if (wasOn) this.end();
  }

  protected configure(iceServers: RTCIceServerConfig[]): RTCConfiguration {
    return { iceServers };
  }

  protected whenStarted(signal: Signal): void {
    if (this.state === 'started') this.handle(signal);
    else if (this.state === 'waiting') this.early.push(signal);
  }

  /** Steps that must not overlap (one negotiation at a time) run one after another. */
  protected run(step: () => Promise<void>): void {
    // A failed step (a connection closed meanwhile) must not stop the steps after it.
    this.queue = this.queue.then(step).catch(ignoreRefusal);
  }

  protected abstract begin(config: RTCConfiguration): void;
  protected abstract handle(signal: Signal): void;
  protected abstract end(): void;
}
