import {
  MESSAGES,
  RECORD_SIGNATURE_ALGORITHM,
  VERIFY_RECORDING_PATH,
  hearingIdParams,
  recordingDigestParams,
  type ApiSuccess,
  type RecordKey,
  type SealedManifest,
} from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAccess } from '../../core/access-log.ts';
import type { Config } from '../../core/config.ts';
import type { Database } from '../../core/db/client.ts';
import { notFound } from '../../core/errors.ts';
import type { RecordSigner } from '../../core/record-signer.ts';
import { actorOf } from '../../plugins/actor.ts';
import { certifiedCopyName, certifiedCopyOf, certifiedCopyZip } from './certified-copy.ts';
import { sealOfDigest } from './seal.ts';

const config = { access: 'public' as const };
const tags = ['court record'];

/**
 * The court record's addresses, under /api/v1/record: for anyone, the key its manifests are signed with and the
 * sealed manifest of a recording found by its SHA-256 (a file checked without being sent); for a Judge or a
 * Controller, a hearing's certified copy.
 */
export function courtRecordRoutes({
  db,
  signer,
  config: settings,
}: {
  db: Database;
  signer: RecordSigner;
  config: Pick<Config, 'mediaDir' | 'publicUrl'>;
}): FastifyPluginAsyncZod {
  const key: RecordKey = {
    algorithm: RECORD_SIGNATURE_ALGORITHM,
    keyId: signer.keyId,
    publicKeyPem: signer.publicKeyPem,
  };
  return async (app) => {
    app.get('/key', { config, schema: { tags } }, async (): Promise<ApiSuccess<RecordKey>> => ({
      status: true,
      data: key,
    }));

    app.get(
      '/hearings/:hearingId/certified-copy',
      { config: { access: 'recordings:certify' }, schema: { tags, params: hearingIdParams } },
      async (request, reply) => {
        const copy = await certifiedCopyOf({ db, mediaDir: settings.mediaDir }, request.params.hearingId);
        await recordAccess(db, {
          event: 'certified_copy_downloaded',
          ...actorOf(request),
          target: copy.cnr,
          detail: copy.hearingDate,
        });
        return reply
          .type('application/zip')
          .header('content-disposition', `attachment; filename="${certifiedCopyName(copy)}"`)
          .header('cache-control', 'private, no-store')
          .send(certifiedCopyZip(copy, key, `${settings.publicUrl}${VERIFY_RECORDING_PATH}`));
      },
    );

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
