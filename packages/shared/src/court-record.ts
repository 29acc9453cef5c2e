/** The court's record of a recording: what it is of and its digests, signed with the court's key. */
export const RECORDING_MANIFEST_FORMAT = 'nyaya-live-recording/1';
export const RECORD_SIGNATURE_ALGORITHM = 'Ed25519';
/** The web page where anyone checks a copy of a recording against the court's record. */
export const VERIFY_RECORDING_PATH = '/verify-recording';

export type RecordingManifest = {
  format: typeof RECORDING_MANIFEST_FORMAT;
  recordingId: number;
  /** The court complex and court room the hearing was heard in; null for a High Court bench's hearing. */
  court: string | null;
  courtRoom: string | null;
  streamingRoom: string;
  hearingId: number;
  hearingDate: string;
  cnr: string;
  caseNumber: string;
  /** Who recorded it (the judge who started it); null when unknown. */
  judge: string | null;
  /** UTC; endedAt null when the recording was sealed later and its end is not known. */
  startedAt: string;
  endedAt: string | null;
  durationSeconds: number | null;
  /** The head of the chunks' chain (each chunk's SHA-256 as stored, chained); null when sealed later. */
  chunkChainHead: string | null;
  file: string;
  sizeBytes: number;
  sha256: string;
  software: string;
  sealedAt: string;
  /** Made before recordings were sealed: sealed at a later start, its digest taken then. */
  sealedLater: boolean;
};

/** A manifest as stored and handed out: the manifest, and the signature of its canonical JSON by key `keyId`. */
export type SealedManifest = {
  manifest: RecordingManifest;
  algorithm: typeof RECORD_SIGNATURE_ALGORITHM;
  keyId: string;
  /** Base64 Ed25519 signature of canonicalJson(manifest). */
  signature: string;
};

/** GET /api/v1/record/key: the court's public key, to check a manifest's signature with. */
export type RecordKey = { algorithm: typeof RECORD_SIGNATURE_ALGORITHM; keyId: string; publicKeyPem: string };

/** JSON with every object's keys in sorted order and no spaces: the one text of a value that is signed. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}
