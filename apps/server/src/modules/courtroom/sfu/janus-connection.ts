import { randomBytes } from 'node:crypto';
import { EventEmitter, once } from 'node:events';
import WebSocket from 'ws';

/** A description (SDP) as Janus and the browser exchange it. */
export type Jsep = { type: 'offer' | 'answer'; sdp: string };

/** What a plugin (the VideoRoom) answered or announced: its data, and a description when it has one. */
export type PluginReply = { data: Record<string, unknown>; jsep?: Jsep };

/** A message from Janus: a reply to a transaction, or an event of a session's handle. */
type JanusMessage = {
  janus: string;
  transaction?: string;
  session_id?: number;
  sender?: number;
  data?: { id: number };
  error?: { code: number; reason: string };
  /** Why Janus closed a handle's connection (hangup): 'ICE failed', 'DTLS alert' (the browser closed it), … */
  reason?: string;
  plugindata?: { data: Record<string, unknown> };
  jsep?: Jsep;
};

/** A request Janus refused, or a VideoRoom request its plugin refused (error_code, e.g. 433 Unauthorized). */
export class JanusError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const REQUEST_TIMEOUT_MS = 10_000;
/** Janus drops a session that says nothing for 60 s (session_timeout); each session speaks every 25 s. */
const KEEPALIVE_MS = 25_000;

/**
 * A Janus that stops answering (hung, or an external one behind a link that went without a close) leaves the socket
 * open: it is pinged every `pingMs` and let go when no pong comes within `pongWaitMs`, as janode does (10 s and 5 s;
 * docs/decisions/protocol-libraries.md). Letting go closes the socket, which is handled as Janus gone.
 */
export type Liveness = { pingMs: number; pongWaitMs: number };
const LIVENESS: Liveness = { pingMs: 10_000, pongWaitMs: 5_000 };

type Pending = {
  /** `ack` ends keepalive and trickle; any other request waits for its result (success, event or error). */
  endsOnAck: boolean;
  resolve: (message: JanusMessage) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
};

/**
 * One WebSocket to Janus (its `janus-protocol`), carrying the requests of every session this server opens. Every
 * request carries the API secret, so only this server can use Janus; browsers reach it for media (ICE) only.
 */
export class JanusConnection extends EventEmitter<{ close: [] }> {
  private readonly pending = new Map<string, Pending>();
  private readonly handles = new Map<number, JanusHandle>();

  private constructor(
    private readonly socket: WebSocket,
    private readonly apiSecret: string | undefined,
    { pingMs, pongWaitMs }: Liveness,
  ) {
    super();
    let unanswered: NodeJS.Timeout | undefined;
    const pinger = setInterval(() => {
      unanswered = setTimeout(() => socket.terminate(), pongWaitMs);
      socket.ping();
    }, pingMs);
    socket.on('pong', () => clearTimeout(unanswered));
    socket.on('message', (raw) => this.receive(JSON.parse(raw.toString()) as JanusMessage));
    socket.on('close', () => {
      clearInterval(pinger);
      clearTimeout(unanswered);
      for (const pending of this.pending.values()) {
        clearTimeout(pending.timer);
        pending.reject(new JanusError(0, 'The media server connection closed'));
      }
      this.pending.clear();
      // First: the owner of the connection tells each participant to rejoin before their handles are let go.
      this.emit('close');
      this.handles.forEach((handle) => handle.emit('gone'));
      this.handles.clear();
    });
    // A failure always closes the socket too: 'close' is where it is handled.
    socket.on('error', () => undefined);
  }

  static async open(
    url: string,
    apiSecret: string | undefined,
    liveness: Liveness = LIVENESS,
  ): Promise<JanusConnection> {
    const socket = new WebSocket(url, 'janus-protocol');
    const opened = once(socket, 'open');
    const failed = once(socket, 'error').then(([error]) => Promise.reject(error as Error));
    await Promise.race([opened, failed]);
    return new JanusConnection(socket, apiSecret, liveness);
  }

  get open(): boolean {
    return this.socket.readyState === WebSocket.OPEN;
  }

  close(): void {
    this.socket.close();
  }

  async createSession(): Promise<JanusSession> {
    const reply = await this.request({ janus: 'create' });
    return new JanusSession(this, reply.data!.id);
  }

  /** Sends one request of the Janus API and resolves with its result. */
  request(body: Record<string, unknown>, endsOnAck = false): Promise<JanusMessage> {
    if (!this.open) return Promise.reject(new JanusError(0, 'The media server is not connected'));
    const transaction = randomBytes(9).toString('base64url');
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(transaction);
        reject(new JanusError(0, `The media server did not answer ${String(body.janus)}`));
      }, REQUEST_TIMEOUT_MS);
      this.pending.set(transaction, { endsOnAck, resolve, reject, timer });
      const secret = this.apiSecret === undefined ? {} : { apisecret: this.apiSecret };
      this.socket.send(JSON.stringify({ ...body, ...secret, transaction }));
    });
  }

  /** @internal A handle's events reach it from here on. */
  track(handle: JanusHandle): void {
    this.handles.set(handle.id, handle);
  }

  /** @internal */
  untrack(handleId: number): void {
    this.handles.delete(handleId);
  }

  private receive(message: JanusMessage): void {
    const pending = message.transaction === undefined ? undefined : this.pending.get(message.transaction);
    if (pending && (message.janus !== 'ack' || pending.endsOnAck)) {
      this.pending.delete(message.transaction!);
      clearTimeout(pending.timer);
      if (message.janus === 'error') {
        pending.reject(new JanusError(message.error!.code, message.error!.reason));
      } else pending.resolve(message);
      return;
    }
    if (pending || message.sender === undefined) return;
    const handle = this.handles.get(message.sender);
    if (!handle) return;
    if (message.janus === 'event' && message.plugindata) {
      handle.emit('event', { data: message.plugindata.data, jsep: message.jsep });
    } else if (message.janus === 'detached') handle.emit('gone');
    else if (message.janus === 'hangup') handle.emit('hangup', message.reason ?? '');
  }
}

/** A Janus session: this server's handles for one participant; destroying it ends all their media at once. */
export class JanusSession {
  private readonly keepalive: NodeJS.Timeout;
  private readonly handles: JanusHandle[] = [];
  private destroyed = false;

  constructor(
    private readonly connection: JanusConnection,
    readonly id: number,
  ) {
    this.keepalive = setInterval(() => {
      this.connection.request({ janus: 'keepalive', session_id: id }, true).catch(() => undefined);
    }, KEEPALIVE_MS);
  }

  async attach(plugin: string): Promise<JanusHandle> {
    const reply = await this.connection.request({ janus: 'attach', session_id: this.id, plugin });
    const handle = new JanusHandle(this.connection, this.id, reply.data!.id);
    this.connection.track(handle);
    this.handles.push(handle);
    return handle;
  }

  async destroy(): Promise<void> {
    if (this.destroyed) return;
    this.destroyed = true;
    clearInterval(this.keepalive);
    this.handles.forEach((handle) => {
      handle.removeAllListeners();
      this.connection.untrack(handle.id);
    });
    await this.connection.request({ janus: 'destroy', session_id: this.id }).catch(() => undefined);
  }
}

/** One plugin handle: its requests, and its events ('event', 'hangup', 'gone' when Janus or the session went). */
export class JanusHandle extends EventEmitter<{ event: [PluginReply]; hangup: [reason: string]; gone: [] }> {
  constructor(
    private readonly connection: JanusConnection,
    private readonly sessionId: number,
    readonly id: number,
  ) {
    super();
    this.once('gone', () => this.connection.untrack(id));
  }

  /** A plugin request; a refusal by the plugin (error_code) rejects with a JanusError. */
  async message(body: Record<string, unknown>, jsep?: Jsep): Promise<PluginReply> {
    const reply = await this.connection.request({
      janus: 'message',
      session_id: this.sessionId,
      handle_id: this.id,
      body,
      ...(jsep ? { jsep } : {}),
    });
    const data = reply.plugindata?.data ?? {};
    if (typeof data.error_code === 'number') throw new JanusError(data.error_code, String(data.error));
    return { data, jsep: reply.jsep };
  }

  /** One ICE candidate of the browser's connection on this handle; null says there are no more. */
  async trickle(candidate: object | null): Promise<void> {
    await this.connection.request(
      {
        janus: 'trickle',
        session_id: this.sessionId,
        handle_id: this.id,
        candidate: candidate ?? { completed: true },
      },
      true,
    );
  }
}
