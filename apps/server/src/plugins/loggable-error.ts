import { DrizzleQueryError } from 'drizzle-orm/errors';
import { stdSerializers } from 'pino';

type DatabaseCause = { code?: string; message?: string; constraint?: string };

/** A failed query as the log keeps it: its SQL and what the database said, never its parameters. */
class FailedQuery extends Error {
  constructor(
    readonly query: string,
    readonly database: DatabaseCause | undefined,
    stack: string | undefined,
  ) {
    super(`Failed query: ${query}`);
    this.name = 'FailedQuery';
    // Only where it was thrown: the original stack's first lines are its message, parameters and all.
    this.stack = [
      `${this.name}: ${this.message}`,
      ...(stack?.split('\n') ?? []).filter((line) => line.startsWith('    at ')),
    ].join('\n');
  }
}

/** PostgreSQL's data exceptions (class 22) quote the value they refused in their message. */
const QUOTES_THE_VALUE = /^22/;

/**
 * An error as the log may keep it. A failed query's message lists its parameters (a new password's hash, an
 * e-mail, a mobile, an address), the database's `detail` repeats the row it refused and a data exception's
 * message the value: the log keeps the SQL text, the database's code and constraint, its message where that
 * quotes no value, and where it was thrown.
 */
function loggableError(error: unknown): unknown {
  if (!(error instanceof DrizzleQueryError)) return error;
  const cause = error.cause as DatabaseCause | undefined;
  const database = cause && {
    code: cause.code,
    message: QUOTES_THE_VALUE.test(cause.code ?? '') ? undefined : cause.message,
    constraint: cause.constraint,
  };
  return new FailedQuery(error.query, database, error.stack);
}

/** How every log line writes its `err`: as loggableError keeps it, whichever call logged it. */
export const LOG_SERIALIZERS = {
  // pino's own serializer takes whatever was logged as `err`, though it is typed for an Error.
  err: (error: unknown) => stdSerializers.err(loggableError(error) as Error),
};

/** Fields no log line keeps, wherever a log call puts them (one level deep) or in a request's headers. */
const SECRET_FIELDS = [
  'password',
  'confirmPassword',
  'currentPassword',
  'passwordHash',
  'token',
  'otp',
  'captchaValue',
  'secret',
];
export const LOG_REDACTION = {
  paths: [
    ...SECRET_FIELDS,
    ...SECRET_FIELDS.map((field) => `*.${field}`),
    'req.headers.authorization',
    'req.headers.cookie',
  ],
  censor: '[redacted]',
};
