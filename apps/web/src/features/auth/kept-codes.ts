import { OTP_TTL_MINUTES, type VerificationCodesSent } from '@nyaya/shared';

/**
 * The codes this browser had sent to signed-up accounts still being verified, kept until they expire, so that a
 * person who leaves the step and signs in again enters the codes already received: asking for new ones then would
 * be refused within the resend interval, and would void the ones on the way. Only the tokens that name the codes
 * are kept (with where the codes went); a token is of no use without its code, which only the mailbox and the
 * phone have.
 */
const STORAGE_KEY = 'nyaya.verificationCodes';

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type KeptCodes = { codes: VerificationCodesSent; sentAt: number };
/** Kept codes found for a sign-in: the moment they were sent, and how long until Resend OTP may follow them. */
export type CodesFound = KeptCodes & { waitSeconds: number };

const TTL_MS = OTP_TTL_MINUTES * 60_000;

function isKept(entry: unknown): entry is KeptCodes {
  const kept = entry as Partial<KeptCodes> | null;
  return (
    typeof kept?.sentAt === 'number' &&
    typeof kept.codes?.email?.token === 'string' &&
    typeof kept.codes.email.to === 'string' &&
    typeof kept.codes.mobile?.token === 'string' &&
    typeof kept.codes.mobile.to === 'string'
  );
}

/** The kept codes that are still valid; expired ones are dropped from the store on the way. */
function liveCodes(store: Store, now: number): KeptCodes[] {
  let stored: unknown;
  try {
    stored = JSON.parse(store.getItem(STORAGE_KEY) ?? '[]');
  } catch {
    // Unreadable (storage blocked, or text that is not ours): as if nothing were kept.
    stored = [];
  }
  const all = Array.isArray(stored) ? stored : [];
  const live = all.filter(isKept).filter((kept) => now - kept.sentAt < TTL_MS);
  if (live.length !== all.length) save(store, live);
  return live;
}

function save(store: Store, list: KeptCodes[]) {
  try {
    if (list.length === 0) store.removeItem(STORAGE_KEY);
    else store.setItem(STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage blocked or full: the step still works, only a later sign-in cannot resume it.
  }
}

/** The browser's local storage, or none where it is blocked (reading `localStorage` itself throws then). */
function browserStore(): Store {
  try {
    return localStorage;
  } catch {
    return { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
  }
}

/** Whether the codes went to the account signed in with `userId` (an e-mail, or a mobile's 10 digits). */
function sentTo({ email, mobile }: VerificationCodesSent, userId: string): boolean {
  return email.to.toLowerCase() === userId.toLowerCase() || mobile.to.endsWith(` ${userId}`);
}

/** Keeps codes just sent, in place of any kept for the same e-mail or mobile: the latest are the ones to enter. */
export function keepCodes(codes: VerificationCodesSent, now = Date.now(), store: Store = browserStore()) {
  const others = liveCodes(store, now).filter(
    (kept) => kept.codes.email.to !== codes.email.to && kept.codes.mobile.to !== codes.mobile.to,
  );
  save(store, [...others, { codes, sentAt: now }]);
}

/** The still-valid codes last sent to the account signed in with `userId`, if this browser had them sent. */
export function keptCodesFor(
  userId: string,
  now = Date.now(),
  store: Store = browserStore(),
): CodesFound | null {
  const kept = liveCodes(store, now).findLast(({ codes }) => sentTo(codes, userId));
  if (!kept) return null;
  const resendAt = kept.sentAt + kept.codes.email.resendAfterSeconds * 1000;
  return { ...kept, waitSeconds: Math.max(0, Math.ceil((resendAt - now) / 1000)) };
}

/** Forgets codes that have been used (the account is verified). */
export function forgetCodes(codes: VerificationCodesSent, now = Date.now(), store: Store = browserStore()) {
  save(
    store,
    liveCodes(store, now).filter((kept) => kept.codes.email.token !== codes.email.token),
  );
}
