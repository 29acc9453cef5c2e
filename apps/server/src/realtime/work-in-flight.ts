/**
 * Work started by an event or a timer that nobody awaits (a socket's disconnect, a recording's finalisation):
 * `track` hands the promise back as it is, and `settled` waits for everything still running, so a server that
 * closes does not write to a database or a folder after they are gone.
 */
export type WorkInFlight = {
  track: <T>(work: Promise<T>) => Promise<T>;
  settled: () => Promise<void>;
};

export function workInFlight(): WorkInFlight {
  const running = new Set<Promise<unknown>>();
  return {
    track: (work) => {
      const done = work.then(
        () => undefined,
        () => undefined,
      );
      running.add(done);
      void done.then(() => running.delete(done));
      return work;
    },
    settled: async () => {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
