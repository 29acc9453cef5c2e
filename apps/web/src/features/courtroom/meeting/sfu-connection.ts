import { COURTROOM_EVENTS, SIMULCAST, simulcastLayerFor, type SfuOffer, type SfuStream } from '@nyaya/shared';
import type { AppSocket } from '../../../lib/socket';
import { emitCourtroom } from '../api/courtroom-socket';
import type { LocalStream } from './local-media';
import { MediaLink, type RemoteStream } from './media-link';

type SfuOptions = {
  roomId: string;
  /** What this browser sends: every track once, each camera in three simulcast layers. */
  local: LocalStream[];
  /** The host records the composite of what it receives: it always takes the highest layer. */
  records: boolean;
  onStreams: (socketId: string, streams: RemoteStream[]) => void;
  /** A connection to Janus failed for good: the meeting is joined again, with new connections. */
  onFailed: () => void;
};

type PendingOffer = { offer: SfuOffer; reply: (answer: RTCSessionDescriptionInit) => void };

const ignoreRefusal = () => undefined;

/** Janus reads the layers highest first, as its own client (janus.js) sends them. */
const SEND_ENCODINGS: RTCRtpEncodingParameters[] = [...SIMULCAST.layers]
  .reverse()
  .map((layer) => ({ ...layer }));

/**
 * The meeting through the SFU: one connection sends this browser's tracks to Janus (each once), one receives
 * everyone else's. The server negotiates the receiving side with Janus and hands its offers here, saying whose
 * stream each m-line carries; the streams are rebuilt per participant and stream from that.
 */
export class SfuConnection extends MediaLink<PendingOffer> {
  private publisher: RTCPeerConnection | null = null;
  private subscriber: RTCPeerConnection | null = null;
  private streams: SfuStream[] = [];
  /** One MediaStream per participant and stream, kept while it lasts so a tile's video element keeps it. */
  private remote = new Map<string, RemoteStream & { socketId: string }>();
  private socketsWithStreams = new Set<string>();
  private layers = new Map<string, number>();
  private othersHere = false;

  constructor(private readonly options: SfuOptions) {
    super();
  }

  listen(socket: AppSocket): () => void {
    const onOffer = (offer: SfuOffer, reply: PendingOffer['reply']) => {
      if (offer.roomId === this.options.roomId) this.whenStarted({ offer, reply });
    };
    socket.on(COURTROOM_EVENTS.sfuOffer, onOffer);
    return () => socket.off(COURTROOM_EVENTS.sfuOffer, onOffer);
  }

  /** The layer a received video needs for the size it is drawn at (the host always takes the highest). */
  fitLayer(stream: MediaStream, width: number): void {
    const track = stream.getVideoTracks()[0];
    const transceiver = this.subscriber?.getTransceivers().find((t) => t.receiver.track === track);
    const mid = transceiver?.mid;
    if (!mid) return;
    const layer = this.options.records ? SIMULCAST.layers.length - 1 : simulcastLayerFor(width);
    if (this.layers.get(mid) === layer) return;
    this.layers.set(mid, layer);
    emitCourtroom(COURTROOM_EVENTS.sfuLayer, { roomId: this.options.roomId, mid, layer }).catch(
      ignoreRefusal,
    );
  }

  /**
   * Someone else is in the meeting: this browser starts sending. Alone (a Judge before anyone is admitted), it
   * encodes nothing, which leaves the recording its CPU.
   */
  othersPresent(): void {
    this.othersHere = true;
    if (this.config && !this.publisher) void this.publish(this.config);
  }

  protected begin(config: RTCConfiguration): void {
    if (this.othersHere) void this.publish(config);
  }

  protected handle({ offer, reply }: PendingOffer): void {
    this.run(async () => reply(await this.answer(offer)));
  }

  protected end(): void {
    this.publisher?.close();
    this.subscriber?.close();
    this.publisher = null;
    this.subscriber = null;
    this.streams = [];
    this.othersHere = false;
    this.remote.clear();
    this.layers.clear();
    this.socketsWithStreams.forEach((socketId) => this.options.onStreams(socketId, []));
    this.socketsWithStreams.clear();
  }

  private connection(config: RTCConfiguration, name: 'publisher' | 'subscriber'): RTCPeerConnection {
    const pc = new RTCPeerConnection(config);
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed' && (this.publisher === pc || this.subscriber === pc)) {
        this.options.onFailed();
      }
    };
    pc.onicecandidate = ({ candidate }) => {
      emitCourtroom(COURTROOM_EVENTS.sfuCandidate, {
        roomId: this.options.roomId,
        connection: name,
        candidate: candidate?.candidate ? candidate.toJSON() : null,
      }).catch(ignoreRefusal);
    };
    return pc;
  }

  /** Sends every local track once; Janus forwards it to everyone who receives. */
  private async publish(config: RTCConfiguration): Promise<void> {
    const tracks = this.options.local.flatMap(({ stream }) =>
      stream.getTracks().map((track) => ({ track, stream })),
    );
    if (tracks.length === 0) return;
    const pc = this.connection(config, 'publisher');
    this.publisher = pc;
    const sent = tracks.map(({ track, stream }) =>
      pc.addTransceiver(track, {
        direction: 'sendonly',
        streams: [stream],
        ...(track.kind === 'video' ? { sendEncodings: SEND_ENCODINGS } : {}),
      }),
    );
    const offer = await pc.createOffer();
    await pc.setLocalDescription(offer);
    const streams = sent.map((transceiver, index) => ({
      mid: transceiver.mid ?? '',
      streamId: tracks[index]!.stream.id,
    }));
    try {
      const answer = await emitCourtroom<RTCSessionDescriptionInit>(COURTROOM_EVENTS.sfuPublish, {
        roomId: this.options.roomId,
        sdp: { type: 'offer', sdp: offer.sdp },
        streams,
      });
      if (this.publisher === pc) await pc.setRemoteDescription(answer);
    } catch {
      // Janus went away meanwhile: the server says so (media-rejoin) and the meeting is joined again.
    }
  }

  /** Janus's offer of everything this browser receives; the answer goes back through the server. */
  private async answer({ sdp, streams }: SfuOffer): Promise<RTCSessionDescriptionInit> {
    const pc = this.subscriber ?? this.connection(this.config!, 'subscriber');
    if (!this.subscriber) {
      this.subscriber = pc;
      pc.ontrack = () => this.regroup();
    }
    await pc.setRemoteDescription(sdp);
    const answer = await pc.createAnswer();
    await pc.setLocalDescription(answer);
    this.streams = streams;
    this.regroup();
    return { type: 'answer', sdp: answer.sdp };
  }

  /** The received tracks as streams per participant, from the latest list of whose stream each m-line carries. */
  private regroup(): void {
    const pc = this.subscriber;
    if (!pc) return;
    const tracksOf = new Map<
      string,
      { socketId: string; streamId: string | null; tracks: MediaStreamTrack[] }
    >();
    for (const { mid, socketId, streamId } of this.streams) {
      const track = pc.getTransceivers().find((t) => t.mid === mid)?.receiver.track;
      if (!track) continue;
      const key = `${socketId}|${streamId ?? ''}`;
      const entry = tracksOf.get(key) ?? { socketId, streamId, tracks: [] };
      entry.tracks.push(track);
      tracksOf.set(key, entry);
    }
    for (const [key, { socketId, streamId, tracks }] of tracksOf) {
      const kept = this.remote.get(key);
      const stream = kept?.stream ?? new MediaStream();
      stream.getTracks().forEach((track) => {
        if (!tracks.includes(track)) stream.removeTrack(track);
      });
      tracks.forEach((track) => {
        if (!stream.getTracks().includes(track)) stream.addTrack(track);
      });
      if (!kept) this.remote.set(key, { socketId, streamId, stream });
    }
    for (const key of this.remote.keys()) if (!tracksOf.has(key)) this.remote.delete(key);

    const bySocket = new Map<string, RemoteStream[]>();
    for (const { socketId, streamId, stream } of this.remote.values()) {
      bySocket.set(socketId, [...(bySocket.get(socketId) ?? []), { streamId, stream }]);
    }
    for (const socketId of this.socketsWithStreams)
      if (!bySocket.has(socketId)) this.options.onStreams(socketId, []);
    bySocket.forEach((streams, socketId) => this.options.onStreams(socketId, streams));
    this.socketsWithStreams = new Set(bySocket.keys());
  }
}
