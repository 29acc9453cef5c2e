import { MESSAGES, PAYLOAD_MAX_DEPTH } from '@nyaya/shared';

/**
 * C0 control characters but tab, line feed and carriage return, and DEL: no keyboard types them, PostgreSQL refuses
 * NUL in text (which used to answer 500), and the others only hide what a field says.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/; // eslint-disable-line no-control-regex -- they are what it finds

/** What is wrong with a payload, and the path (keys from its root) to where it was found, if a field is at fault. */
export type PayloadProblem = { message: string; path: string[] };

type Limits = {
  /** The most bytes of text and binary the payload may hold in all (keys included); unbounded when absent. */
  maxBytes?: number;
};

/** An object or array still to look into: its parent's entry and its key there, so a path is built only when needed. */
type Pending = { value: object; depth: number; key?: string; parent?: Pending };

function pathOf(entry: Pending | undefined, key?: string): string[] {
  const path = key === undefined ? [] : [key];
  for (let at = entry; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
}

const isBinary = (value: object): value is ArrayBufferView | ArrayBuffer =>
  ArrayBuffer.isView(value) || value instanceof ArrayBuffer;

/**
 * The first problem of a request body, query or socket payload: nested deeper than PAYLOAD_MAX_DEPTH, larger than
 * `maxBytes`, or a text (or key) with a control character. Iterative and looking at each value once, so its cost
 * follows the payload's size and stops at the limits: input built to be deep or wide can neither exhaust the stack
 * nor hold the event loop.
 */
export function inspectPayload(
  payload: unknown,
  { maxBytes = Infinity }: Limits = {},
): PayloadProblem | undefined {
  let bytes = 0;
  /** Counts a text or binary value, and says what is wrong with it. */
  const problemOf = (value: unknown): string | undefined => {
    if (typeof value === 'string') {
      bytes += value.length;
      if (CONTROL_CHARACTER.test(value)) return MESSAGES.controlCharacters;
    } else if (value !== null && typeof value === 'object' && isBinary(value)) bytes += value.byteLength;
    return bytes > maxBytes ? MESSAGES.payloadTooLarge : undefined;
  };
  const rootProblem = problemOf(payload);
  if (rootProblem) return { message: rootProblem, path: [] };

  const pending: Pending[] = [];
  if (payload !== null && typeof payload === 'object' && !isBinary(payload))
    pending.push({ value: payload, depth: 0 });
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    // The request as a whole is at fault: a path 32 keys long would name nothing a person typed.
    if (entry.depth >= PAYLOAD_MAX_DEPTH) return { message: MESSAGES.payloadTooDeep, path: [] };
    for (const [key, child] of Object.entries(entry.value)) {
      const problem = problemOf(key) ?? problemOf(child);
      if (problem) return { message: problem, path: pathOf(entry, key) };
      if (child !== null && typeof child === 'object' && !isBinary(child)) {
        pending.push({ value: child, depth: entry.depth + 1, key, parent: entry });
      }
    }
  }
  return undefined;
}
