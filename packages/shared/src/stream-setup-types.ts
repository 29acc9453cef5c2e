/** A room's relay settings as the Stream Setup table shows them: keys masked unless revealed. */
export type StreamSetup = {
  id: number;
  roomId: string;
  liveStreamDelay: number;
  youtubeUrl: string;
  youtubeKey: string;
  facebookUrl: string;
  facebookKey: string;
};

export type StreamKeys = { youtubeKey: string; facebookKey: string };

export type StreamSetupConfig = { youtubeRtmpPrefix: string };
