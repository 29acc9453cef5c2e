import { RECORDING } from '@nyaya/shared';

/** Every participant's audio (the judge's own stream carries the announcements) at the spec's gain, mixed. */
export function createAudioMix() {
  const context = new AudioContext();
  void context.resume();
  const destination = context.createMediaStreamDestination();
  const inputs = new Map<string, { tracks: string; source: MediaStreamAudioSourceNode; gain: GainNode }>();

  const disconnect = (id: string) => {
    const input = inputs.get(id);
    input?.source.disconnect();
    input?.gain.disconnect();
    inputs.delete(id);
  };

  return {
    tracks: destination.stream.getAudioTracks(),
    update(streams: MediaStream[]) {
      const wanted = new Map(streams.filter((s) => s.getAudioTracks().length > 0).map((s) => [s.id, s]));
      for (const id of inputs.keys()) if (!wanted.has(id)) disconnect(id);
      for (const [id, stream] of wanted) {
        const tracks = stream
          .getAudioTracks()
          .map((track) => track.id)
          .join();
        if (inputs.get(id)?.tracks === tracks) continue;
        disconnect(id);
        const source = context.createMediaStreamSource(stream);
        const gain = new GainNode(context, { gain: RECORDING.participantAudioGain });
        source.connect(gain).connect(destination);
        inputs.set(id, { tracks, source, gain });
      }
    },
    close() {
      for (const id of [...inputs.keys()]) disconnect(id);
      void context.close();
    },
  };
}
