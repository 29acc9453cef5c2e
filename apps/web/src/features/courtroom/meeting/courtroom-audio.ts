import type { LocalStream } from './local-media';

/** The streams a client sends, and how an announcement reaches the courtroom. */
export type CourtroomAudio = {
  /** What goes to the peers: for the host, each camera with its microphone passed through the mix. */
  outgoing: LocalStream[];
  /** The raw microphone tracks: muting disables these, so announcements still go out while muted. */
  micTracks: MediaStreamTrack[];
  playIntoCourtroom: (audio: Blob) => Promise<void>;
  close: () => void;
};

async function playBuffer(context: AudioContext, audio: Blob, destinations: AudioNode[]): Promise<void> {
  if (context.state === 'suspended') await context.resume();
  const buffer = await context.decodeAudioData(await audio.arrayBuffer());
  const source = context.createBufferSource();
  source.buffer = buffer;
  destinations.forEach((destination) => source.connect(destination));
  await new Promise<void>((resolve) => {
    source.onended = () => resolve();
    source.start();
  });
  source.disconnect();
}

/** A participant or observer: an announcement only plays here; the streams go out as they are. */
function localOnlyAudio(local: LocalStream[]): CourtroomAudio {
  let context: AudioContext | null = null;
  return {
    outgoing: local,
    micTracks: local.flatMap(({ stream }) => stream.getAudioTracks()),
    playIntoCourtroom: async (audio) => {
      context ??= new AudioContext();
      await playBuffer(context, audio, [context.destination]);
    },
    close: () => void context?.close(),
  };
}

/**
 * The host's audio runs through one AudioContext: each microphone into its stream's own destination, and an
 * announcement into the first stream's destination (what every peer hears) and the speakers (heard here once).
 */
function hostAudio(local: LocalStream[]): CourtroomAudio {
  // Without any device the host still sends one stream: the announcements.
  const sources = local.length > 0 ? local : [{ stream: new MediaStream(), label: null }];
  const context = new AudioContext();
  // A context created before the page was touched starts suspended and would send silence.
  const resume = () => void context.resume();
  resume();
  document.addEventListener('pointerdown', resume, { once: true });

  const destinations: MediaStreamAudioDestinationNode[] = [];
  const outgoing = sources.map(({ stream, label }, index) => {
    const mic = stream.getAudioTracks();
    if (mic.length === 0 && index > 0) return { stream, label };
    const destination = context.createMediaStreamDestination();
    destinations.push(destination);
    if (mic.length > 0) context.createMediaStreamSource(new MediaStream(mic)).connect(destination);
    const mixed = new MediaStream([...stream.getVideoTracks(), ...destination.stream.getAudioTracks()]);
    return { stream: mixed, label };
  });
  const announcementTargets: AudioNode[] = [context.destination];
  if (destinations[0]) announcementTargets.push(destinations[0]);

  return {
    outgoing,
    micTracks: local.flatMap(({ stream }) => stream.getAudioTracks()),
    playIntoCourtroom: (audio) => playBuffer(context, audio, announcementTargets),
    close: () => {
      document.removeEventListener('pointerdown', resume);
      outgoing.forEach(({ stream }) => stream.getAudioTracks().forEach((track) => track.stop()));
      void context.close();
    },
  };
}

export function createCourtroomAudio(local: LocalStream[], host: boolean): CourtroomAudio {
  return host ? hostAudio(local) : localOnlyAudio(local);
}
