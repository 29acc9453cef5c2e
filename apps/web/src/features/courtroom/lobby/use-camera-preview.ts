import { useEffect, useState } from 'react';

export type CameraPreview = { stream: MediaStream | null; unavailable: boolean };

/**
 * The advocate's own camera and microphone while they wait, so they can check how they will appear. Without a
 * camera (or permission) the lobby still works: `unavailable` says to show a note instead.
 */
export function useCameraPreview(): CameraPreview {
  const [preview, setPreview] = useState<CameraPreview>({ stream: null, unavailable: false });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    // Through a promise, so a browser without mediaDevices (an insecure page) lands in the catch as well.
    Promise.resolve()
      .then(() => navigator.mediaDevices.getUserMedia({ video: true, audio: true }))
      .then((opened) => {
        if (stopped) {
          for (const track of opened.getTracks()) track.stop();
          return;
        }
        stream = opened;
        setPreview({ stream: opened, unavailable: false });
      })
      .catch(() => {
        if (!stopped) setPreview({ stream: null, unavailable: true });
      });
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return preview;
}
