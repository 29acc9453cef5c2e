import { MESSAGES } from '@nyaya/shared';

/** A failure the client caused or may see: its HTTP status, the message shown, and the field at fault. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, field?: string) => new AppError(400, message, field);
export const notFound = (message: string = MESSAGES.notFound, field?: string) =>
  new AppError(404, message, field);
export const unauthorized = (message: string = MESSAGES.notSignedIn) => new AppError(401, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError(403, message);
export const conflict = (message: string, field?: string) => new AppError(409, message, field);
export const gone = (message: string) => new AppError(410, message);
export const tooManyRequests = (message: string = MESSAGES.tooManyRequests, field?: string) =>
  new AppError(429, message, field);
export const serviceUnavailable = (message: string = MESSAGES.somethingWentWrong) =>
  new AppError(503, message);
