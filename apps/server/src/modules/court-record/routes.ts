import { RECORD_SIGNATURE_ALGORITHM, type ApiSuccess, type RecordKey } from '@nyaya/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RecordSigner } from '../../core/record-signer.ts';

/** The court record's public addresses, under /api/v1/record: the key its manifests are signed with. */
export function courtRecordRoutes({ signer }: { signer: RecordSigner }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/key',
      { config: { access: 'public' }, schema: { tags: ['court record'] } },
      async (): Promise<ApiSuccess<RecordKey>> => ({
        status: true,
        data: {
          algorithm: RECORD_SIGNATURE_ALGORITHM,
          keyId: signer.keyId,
          publicKeyPem: signer.publicKeyPem,
        },
      }),
    );
  };
}
