// `npm run verify-recording -- FILE [MANIFEST] [--key PUBLIC_KEY]`: checks a copy of a recording offline against
// its sealed manifest (by default FILE.manifest.json, as a certified copy has it) and the court's public key (the
// PEM published at GET /api/v1/record/key, saved; by default this installation's own).
import type { SealedManifest } from '@nyaya/shared';
import { readFile } from 'node:fs/promises';
import { loadConfig } from './core/config.ts';
import { installedRecordKeyPem } from './core/record-signer.ts';
import { checkCopy, manifestFileOf } from './modules/court-record/index.ts';

const USAGE = 'Usage: verify-recording FILE [MANIFEST] [--key PUBLIC_KEY.pem]';

class Refusal extends Error {}

async function publicKeyPem(keyFile: string | undefined): Promise<string> {
  if (keyFile) return readFile(keyFile, 'utf8');
  const installed = await installedRecordKeyPem(loadConfig());
  if (!installed)
    throw new Refusal(`This installation has no court key: give the court's with --key.\n${USAGE}`);
  return installed;
}

/** A sealed manifest as a certified copy has it: its manifest, key id and signature, at least. */
const isSealed = (value: unknown): value is SealedManifest => {
  const sealed = value as Partial<SealedManifest> | null;
  return (
    typeof sealed?.manifest === 'object' &&
    sealed.manifest !== null &&
    typeof sealed.keyId === 'string' &&
    typeof sealed.signature === 'string'
  );
};

async function readSealed(path: string): Promise<SealedManifest> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, 'utf8'));
  } catch (error) {
    throw new Refusal(`${path}: not a readable manifest (${(error as Error).message})`);
  }
  if (!isSealed(parsed))
    throw new Refusal(`${path}: not a readable manifest (no manifest, key id and signature)`);
  return parsed;
}

async function main(args: string[]): Promise<number> {
  const keyAt = args.indexOf('--key');
  const keyFile = keyAt >= 0 ? args[keyAt + 1] : undefined;
  const paths = keyAt >= 0 ? [...args.slice(0, keyAt), ...args.slice(keyAt + 2)] : args;
  const [file, manifestPath, ...rest] = paths;
  if (!file || rest.length > 0 || (keyAt >= 0 && !keyFile)) throw new Refusal(USAGE);
  const sealed = await readSealed(manifestPath ?? manifestFileOf(file));
  const checks = await checkCopy(file, sealed, await publicKeyPem(keyFile));
  for (const { what, holds, detail } of checks) {
    process.stdout.write(`${holds ? 'ok  ' : 'FAIL'} ${what}: ${detail}\n`);
  }
  const { manifest } = sealed;
  if (checks.every((check) => check.holds)) {
    process.stdout.write(
      `${file} is the court's recording of ${manifest.cnr} (${manifest.caseNumber}) heard on ` +
        `${manifest.hearingDate}, recorded from ${manifest.startedAt}.\n`,
    );
    return 0;
  }
  process.stdout.write(`${file} does not match the court's record.\n`);
  return 1;
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof Refusal) && (error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  process.stderr.write(`${(error as Error).message}\n`);
  process.exitCode = 2;
}
