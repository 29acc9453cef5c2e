import type { RecentError } from '@nyaya/shared';

/** pino's level of `log.error`; `log.fatal` is above it. */
const ERROR_LEVEL = 50;
const KEPT = 20;
/** Enough of a message to recognise it; a stack or a long body is the log's to keep. */
const MESSAGE_MAX_LENGTH = 300;

type LoggedObject = { err?: { message?: unknown }; error?: { message?: unknown }; msg?: unknown };

function describe(args: unknown[]): string {
  const [first, second] = args;
  const object = (typeof first === 'object' && first !== null ? first : {}) as LoggedObject;
  const message = typeof first === 'string' ? first : typeof second === 'string' ? second : '';
  const cause = object.err?.message ?? object.error?.message ?? (first instanceof Error ? first.message : '');
  return [message, typeof cause === 'string' ? cause : '']
    .filter(Boolean)
    .join(': ')
    .slice(0, MESSAGE_MAX_LENGTH);
}

/**
 * The last errors this instance logged, newest first, for the admin panel: a pino `logMethod` hook sees each
 * line before it is written (and redacted there; only the message and the error's message are kept here).
 */
export function createRecentErrors() {
  const errors: RecentError[] = [];
  return {
    list: (): RecentError[] => [...errors],
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void, level: number) {
        if (level >= ERROR_LEVEL) {
          errors.unshift({ at: new Date().toISOString(), message: describe(args) });
          errors.length = Math.min(errors.length, KEPT);
        }
        method.apply(this, args);
      },
    },
  };
}

export type RecentErrors = ReturnType<typeof createRecentErrors>;
