import {
  COURTROOM,
  COURTROOM_EVENTS,
  type CandidateSignal,
  type CourtroomParticipant,
  type DescriptionSignal,
  type RTCIceServerConfig,
} from '@nyaya/shared';
import type { AppSocket } from '../../../lib/socket';
import { emitCourtroom } from '../api/courtroom-socket';
import type { LocalStream } from './local-media';
import { MediaLink, type RemoteStream } from './media-link';

type Description = { type: 'offer' | 'answer'; sdp: string };

type Peer = {
  pc: RTCPeerConnection;
  /** This side sent the first offer: it alone offers again (ICE restart), so the two sides never offer at once. */
  offerer: boolean;
  tracksAdded: boolean;
  /** ICE candidates that came before the remote description. */
  candidates: RTCIceCandidateInit[];
  disconnectedTimer: ReturnType<typeof setTimeout> | undefined;
  streams: Map<string, MediaStream>;
  /** Signalling steps of one connection run one after another. */
  queue: Promise<void>;
};

type PeerMeshOptions = {
  /** The streams to send; each track goes with its own stream, so the far side tells the judge's tiles apart. */
  local: LocalStream[];
  host: boolean;
  onStreams: (socketId: string, streams: RemoteStream[]) => void;
};

// A peer that left meanwhile makes the relay refuse; its user-left then closes the connection.
const ignoreRefusal = () => undefined;

/**
 * The WebRTC mesh, the fallback while the SFU cannot be reached: one RTCPeerConnection per other socket in the
 * meeting, signalled through the server.
 */
export class PeerMesh extends MediaLink<() => void> {
  private readonly peers = new Map<string, Peer>();

  constructor(private readonly options: PeerMeshOptions) {
    super();
  }

  /** Listens for the server's relayed offers, answers and candidates; returns the unsubscribe. */
  listen(socket: AppSocket): () => void {
    const onOffer = (signal: DescriptionSignal) => this.whenStarted(() => this.acceptOffer(signal));
    const onAnswer = (signal: DescriptionSignal) => this.whenStarted(() => this.acceptAnswer(signal));
    const onCandidate = (signal: CandidateSignal) => this.whenStarted(() => this.addCandidate(signal));
    socket.on(COURTROOM_EVENTS.offer, onOffer);
    socket.on(COURTROOM_EVENTS.answer, onAnswer);
    socket.on(COURTROOM_EVENTS.iceCandidate, onCandidate);
    return () => {
      socket.off(COURTROOM_EVENTS.offer, onOffer);
      socket.off(COURTROOM_EVENTS.answer, onAnswer);
      socket.off(COURTROOM_EVENTS.iceCandidate, onCandidate);
    };
  }

  /** An existing member offers to a newcomer, ready to receive as many streams as the newcomer announced. */
  connect(participant: CourtroomParticipant): void {
    if (!this.config) return;
    this.remove(participant.socketId);
    const peer = this.createPeer(participant.socketId, true);
    this.addLocalTracks(peer);
    if (!participant.observer) {
      const expected = Math.max(1, participant.tiles.length);
      for (const kind of ['audio', 'video'] as const) {
        const sending = peer.pc.getTransceivers().filter((t) => t.sender.track?.kind === kind).length;
        for (let added = sending; added < expected; added += 1) {
          peer.pc.addTransceiver(kind, { direction: 'recvonly' });
        }
      }
    }
    this.offer(participant.socketId, peer, false);
  }

  remove(socketId: string): void {
    const peer = this.peers.get(socketId);
    if (!peer) return;
    clearTimeout(peer.disconnectedTimer);
    peer.pc.close();
    this.peers.delete(socketId);
    this.options.onStreams(socketId, []);
  }

  protected override configure(iceServers: RTCIceServerConfig[]): RTCConfiguration {
    return { iceServers, iceCandidatePoolSize: this.options.host ? COURTROOM.iceCandidatePoolSize : 0 };
  }

  // The mesh connects as the others join (connect) and offer.
  protected begin(): void {}

  protected handle(signal: () => void): void {
    signal();
  }

  protected end(): void {
    [...this.peers.keys()].forEach((socketId) => this.remove(socketId));
  }

  private createPeer(socketId: string, offerer: boolean): Peer {
    const pc = new RTCPeerConnection(this.config ?? undefined);
    const peer: Peer = {
      pc,
      offerer,
      tracksAdded: false,
      candidates: [],
      disconnectedTimer: undefined,
      streams: new Map(),
      queue: Promise.resolve(),
    };
    this.peers.set(socketId, peer);
    pc.onicecandidate = ({ candidate }) => {
      if (!candidate) return;
      emitCourtroom(COURTROOM_EVENTS.iceCandidate, {
        targetId: socketId,
        candidate: candidate.toJSON(),
      }).catch(ignoreRefusal);
    };
    pc.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? new MediaStream([track]);
      peer.streams.set(stream.id, stream);
      this.options.onStreams(
        socketId,
        [...peer.streams.values()].map((received) => ({ streamId: received.id, stream: received })),
      );
    };
    pc.oniceconnectionstatechange = () => this.watchIce(socketId, peer);
    return peer;
  }

  /** spec.md §4: ICE restarts when it fails, and when it stays disconnected for a while. */
  private watchIce(socketId: string, peer: Peer): void {
    const state = peer.pc.iceConnectionState;
    clearTimeout(peer.disconnectedTimer);
    peer.disconnectedTimer = undefined;
    if (state === 'failed') this.offer(socketId, peer, true);
    if (state === 'disconnected') {
      peer.disconnectedTimer = setTimeout(() => {
        if (peer.pc.iceConnectionState === 'disconnected') this.offer(socketId, peer, true);
      }, COURTROOM.iceRestartAfterDisconnectedMs);
    }
  }

  private addLocalTracks(peer: Peer): void {
    if (peer.tracksAdded) return;
    peer.tracksAdded = true;
    this.options.local.forEach(({ stream }) =>
      stream.getTracks().forEach((track) => peer.pc.addTrack(track, stream)),
    );
  }

  private inTurn(peer: Peer, step: () => Promise<void>): void {
    // A failed step (a connection closed meanwhile) must not stop the steps after it.
    peer.queue = peer.queue.then(step).catch(ignoreRefusal);
  }

  private offer(socketId: string, peer: Peer, iceRestart: boolean): void {
    if (!peer.offerer) return;
    this.inTurn(peer, async () => {
      const offer = await peer.pc.createOffer({ iceRestart });
      await peer.pc.setLocalDescription(offer);
      await emitCourtroom(COURTROOM_EVENTS.offer, { targetId: socketId, sdp: toDescription(offer) });
    });
  }

  private acceptOffer({ fromId, sdp }: DescriptionSignal): void {
    let peer = this.peers.get(fromId);
    // Only the member already in the meeting offers; should both have offered, the offer received wins.
    if (!peer || peer.offerer) {
      this.remove(fromId);
      peer = this.createPeer(fromId, false);
    }
    const answerer = peer;
    this.inTurn(answerer, async () => {
      await answerer.pc.setRemoteDescription(sdp);
      await this.flushCandidates(answerer);
      // Added after the offer so the tracks take the offer's transceivers instead of asking for new ones.
      this.addLocalTracks(answerer);
      const answer = await answerer.pc.createAnswer();
      await answerer.pc.setLocalDescription(answer);
      await emitCourtroom(COURTROOM_EVENTS.answer, { targetId: fromId, sdp: toDescription(answer) });
    });
  }

  private acceptAnswer({ fromId, sdp }: DescriptionSignal): void {
    const peer = this.peers.get(fromId);
    if (!peer?.offerer) return;
    this.inTurn(peer, async () => {
      if (peer.pc.signalingState !== 'have-local-offer') return;
      await peer.pc.setRemoteDescription(sdp);
      await this.flushCandidates(peer);
    });
  }

  private addCandidate({ fromId, candidate }: CandidateSignal): void {
    const peer = this.peers.get(fromId);
    if (!peer) return;
    if (peer.pc.remoteDescription) peer.pc.addIceCandidate(candidate).catch(ignoreRefusal);
    else peer.candidates.push(candidate);
  }

  private async flushCandidates(peer: Peer): Promise<void> {
    const candidates = peer.candidates;
    peer.candidates = [];
    await Promise.all(candidates.map((candidate) => peer.pc.addIceCandidate(candidate).catch(ignoreRefusal)));
  }
}

function toDescription(description: RTCSessionDescriptionInit): Description {
  return { type: description.type === 'answer' ? 'answer' : 'offer', sdp: description.sdp ?? '' };
}
