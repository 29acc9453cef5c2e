import { z } from 'zod';
import { MESSAGE_CODES } from '../messages.ts';

/** `/:sha256` of GET /api/v1/record/recordings: a file's SHA-256, hex (either case). */
export const recordingDigestParams = z.object({
  sha256: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, { error: MESSAGE_CODES.recordingDigestInvalid })
    .transform((digest) => digest.toLowerCase()),
});
