import {
  MESSAGES,
  RECORD_SIGNATURE_ALGORITHM,
  recordingDigestParams,
  type ApiSuccess,
  type RecordKey,
  type SealedManifest,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../core/db/client.ts';
import { notFound } from '../../core/errors.ts';
import type { RecordSigner } from '../../core/record-signer.ts';
import { sealOfDigest } from './seal.ts';

const config = { access: 'public' as const };
const tags = ['court record'];

/**
 * The court record's public addresses, under /api/v1/record: the key its manifests are signed with, and the
 * sealed manifest of a recording found by its SHA-256 (a file checked without being sent).
 */
export function courtRecordRoutes({
  db,
  signer,
}: {
  db: Database;
  signer: RecordSigner;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/key', { config, schema: { tags } }, async (): Promise<ApiSuccess<RecordKey>> => ({
      status: true,
      data: { algorithm: RECORD_SIGNATURE_ALGORITHM, keyId: signer.keyId, publicKeyPem: signer.publicKeyPem },
    }));

    app.get(
      '/recordings/:sha256',
      { config, schema: { tags, params: recordingDigestParams } },
      async (request): Promise<ApiSuccess<SealedManifest>> => {
        const sealed = await sealOfDigest(db, request.params.sha256);
        if (!sealed) throw notFound(MESSAGES.notACourtRecording);
        return { status: true, data: sealed };
      },
    );
  };
}
