import { useSyncExternalStore } from 'react';
import type { Compositor } from './compositor';

// A tiny external store (as lib/app-state): the recording toggle in the footer owns the composite, the
// dashboard's preview shows it, and neither has to hand it through the components between them.
const composites = new Map<string, Compositor>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Sets (or, with null, clears) the composite this page draws of a room: what is recorded and streamed. */
export function publishComposite(roomId: string, compositor: Compositor | null): void {
  if (compositor) composites.set(roomId, compositor);
  else composites.delete(roomId);
  listeners.forEach((listener) => listener());
}

/** The composite this page draws of the room, while it records (or starts to); null otherwise. */
export function usePublicComposite(roomId: string): Compositor | null {
  return useSyncExternalStore(subscribe, () => composites.get(roomId) ?? null);
}
