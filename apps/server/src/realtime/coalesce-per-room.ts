/**
 * Announces a room's changes, coalesced; `close` drops what is still held back and what comes later, and resolves
 * once the announcements under way are done (before what they send through, Redis, closes).
 */
export type RoomCoalescer = { changed: (roomId: string) => void; close: () => Promise<void> };

/**
 * Runs `announce` for a room at most once per window: a change of a quiet room at once, and the changes that follow
 * within the window once at its end, when `announce` reads their final state. Every change is announced within
 * the window, none is dropped. A room's announcements run one after another, so a slow one is never overtaken by
 * an older state. `announce` must not reject (it would hold up the room's later announcements).
 */
export function coalescePerRoom(
  windowMs: number,
  announce: (roomId: string) => Promise<void>,
): RoomCoalescer {
  const windows = new Map<string, { changedSince: boolean; timer: NodeJS.Timeout }>();
  const running = new Map<string, Promise<void>>();
  let closed = false;

  function run(roomId: string) {
    const announced = (running.get(roomId) ?? Promise.resolve()).then(() => announce(roomId));
    running.set(roomId, announced);
    void announced.finally(() => {
      if (running.get(roomId) === announced) running.delete(roomId);
    });
  }

  function openWindow(roomId: string) {
    const timer = setTimeout(() => {
      const changedSince = windows.get(roomId)?.changedSince;
      windows.delete(roomId);
      if (!changedSince) return;
      openWindow(roomId);
      run(roomId);
    }, windowMs);
    windows.set(roomId, { changedSince: false, timer });
  }

  return {
    changed: (roomId) => {
      if (closed) return;
      const window = windows.get(roomId);
      if (window) {
        window.changedSince = true;
        return;
      }
      openWindow(roomId);
      run(roomId);
    },
    close: async () => {
      closed = true;
      windows.forEach((window) => clearTimeout(window.timer));
      windows.clear();
      await Promise.all(running.values());
    },
  };
}
