import type { SealedManifest, MessageRef } from '@nyaya/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../lib/api-error';
import { failureMessage } from '../../lib/translate-message';
import { getRecordKey, getRecordingSeal } from './api/get-recording-seal';
import { sealHolds } from './check-seal';
import { hashFile } from './hash-file';

/** Where the check of one file stands. */
export type Verification =
  | { step: 'idle' }
  | { step: 'hashing'; file: File; bytesDone: number }
  | { step: 'lookingUp'; file: File; sha256: string }
  /** The court has a record of this digest; `holds` says whether its signature and digests check here. */
  | { step: 'found'; file: File; sha256: string; sealed: SealedManifest; holds: boolean }
  /** The court has no recording with this digest (the server's message says so). */
  | { step: 'notFound'; file: File; sha256: string; failure: MessageRef }
  /** The court could not be asked (no network, a server failure): nothing is known of the file. */
  | { step: 'lookupFailed'; file: File; sha256: string; failure: MessageRef }
  | { step: 'readFailed'; file: File };

async function lookUp(file: File, sha256: string): Promise<Verification> {
  try {
    const [sealed, key] = await Promise.all([getRecordingSeal(sha256), getRecordKey()]);
    const { manifest } = sealed;
    const holds =
      manifest.sha256 === sha256 && manifest.sizeBytes === file.size && (await sealHolds(sealed, key));
    return { step: 'found', file, sha256, sealed, holds };
  } catch (error) {
    const step = isApiError(error) && error.status === 404 ? 'notFound' : 'lookupFailed';
    return { step, file, sha256, failure: failureMessage(error) };
  }
}

/** Checks a chosen file: hashed here, looked up by its digest, the court's signature checked here too. */
export function useVerification() {
  const [verification, setVerification] = useState<Verification>({ step: 'idle' });
  const running = useRef<AbortController>(null);

  const reset = useCallback(() => {
    running.current?.abort();
    running.current = null;
    setVerification({ step: 'idle' });
  }, []);

  const check = useCallback(async (file: File) => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setVerification({ step: 'hashing', file, bytesDone: 0 });
    let sha256: string;
    try {
      sha256 = await hashFile(
        file,
        (bytesDone) => setVerification({ step: 'hashing', file, bytesDone }),
        controller.signal,
      );
    } catch {
      if (!controller.signal.aborted) setVerification({ step: 'readFailed', file });
      return;
    }
    setVerification({ step: 'lookingUp', file, sha256 });
    const result = await lookUp(file, sha256);
    if (!controller.signal.aborted) setVerification(result);
  }, []);

  useEffect(() => () => running.current?.abort(), []);
  return { verification, check, reset };
}
