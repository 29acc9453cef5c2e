/** The Socket.IO rooms of a courtroom: its hosts (judge, Controllers), meeting, waiting advocates, viewers. */
export type GroupKind = 'hosts' | 'meeting' | 'waiting' | 'viewers';

export const groupOf = (roomId: string, kind: GroupKind) => `courtroom:${roomId}:${kind}`;

/** The courtrooms whose `kind` group a socket is in, read back from its Socket.IO rooms. */
export function roomsIn(socketRooms: Iterable<string>, kind: GroupKind): string[] {
  const head = 'courtroom:';
  const tail = `:${kind}`;
  return [...socketRooms]
    .filter((name) => name.startsWith(head) && name.endsWith(tail))
    .map((name) => name.slice(head.length, -tail.length));
}
