import type { ApiFailure } from '@nyaya/shared';

/**
 * A failure the server answered, over HTTP or in a socket event's ack: its message (shown by its code, in the
 * user's language), the values filled into it and the field at fault.
 */
export class ServerFailure extends Error {
  readonly code: ApiFailure['code'];
  readonly values: ApiFailure['values'];
  readonly field: string | undefined;

  constructor({ code, message, values, field }: Omit<ApiFailure, 'status'>) {
    super(message);
    this.name = 'ServerFailure';
    this.code = code;
    this.values = values;
    this.field = field;
  }
}

/** A failed call: the HTTP status (0 when the network failed) and the server's failure. */
export class ApiError extends ServerFailure {
  readonly status: number;

  constructor(status: number, failure: Omit<ApiFailure, 'status'>) {
    super(failure);
    this.name = 'ApiError';
    this.status = status;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
