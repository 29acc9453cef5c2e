import { OTP_TTL_MINUTES, type VerificationCodesSent } from '@nyaya/shared';
import { describe, expect, it } from 'vitest';
import { forgetCodes, keepCodes, keptCodesFor } from './kept-codes';

function memoryStore() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const codesFor = (email: string, mobile: string, token: string): VerificationCodesSent => ({
  email: { token: `${token}-email`, resendAfterSeconds: 60, to: email },
  mobile: { token: `${token}-mobile`, resendAfterSeconds: 60, to: `+91 ${mobile}` },
});

const SENT = Date.parse('2026-11-28T05:00:00Z');
const meera = codesFor('meera@example.in', '9712345678', 'first');

describe('kept verification codes', () => {
  it('are found by the e-mail (any case) or the mobile signed in with, with the wait left before a resend', () => {
    const store = memoryStore();
    keepCodes(meera, SENT, store);
    expect(keptCodesFor('Meera@Example.in', SENT + 20_000, store)).toEqual({
      codes: meera,
      sentAt: SENT,
      waitSeconds: 40,
    });
    expect(keptCodesFor('9712345678', SENT + 90_000, store)).toMatchObject({ codes: meera, waitSeconds: 0 });
    expect(keptCodesFor('other@example.in', SENT, store)).toBeNull();
    expect(keptCodesFor('9712345679', SENT, store)).toBeNull();
  });

  it('are replaced by new codes to the same e-mail or mobile, and kept apart from another account', () => {
    const store = memoryStore();
    keepCodes(meera, SENT, store);
    const ravi = codesFor('ravi@example.in', '9812345678', 'ravi');
    keepCodes(ravi, SENT, store);
    const again = codesFor('meera@example.in', '9712345678', 'again');
    keepCodes(again, SENT + 61_000, store);
    expect(keptCodesFor('meera@example.in', SENT + 61_000, store)?.codes).toEqual(again);
    expect(keptCodesFor('ravi@example.in', SENT + 61_000, store)?.codes).toEqual(ravi);
    expect(JSON.parse(store.items.get('nyaya.verificationCodes') ?? '[]')).toHaveLength(2);
  });

  it('expire with the codes, leaving nothing in the storage', () => {
    const store = memoryStore();
    keepCodes(meera, SENT, store);
    const expiry = SENT + OTP_TTL_MINUTES * 60_000;
    expect(keptCodesFor('meera@example.in', expiry - 1, store)).not.toBeNull();
    expect(keptCodesFor('meera@example.in', expiry, store)).toBeNull();
    expect(store.items.size).toBe(0);
  });

  it('are forgotten once used, and what the storage holds that is not ours is ignored', () => {
    const store = memoryStore();
    keepCodes(meera, SENT, store);
    forgetCodes(meera, SENT + 1_000, store);
    expect(keptCodesFor('meera@example.in', SENT + 1_000, store)).toBeNull();
    expect(store.items.size).toBe(0);

    store.setItem('nyaya.verificationCodes', '{not json');
    expect(keptCodesFor('meera@example.in', SENT, store)).toBeNull();
    store.setItem('nyaya.verificationCodes', JSON.stringify([{ codes: null, sentAt: SENT }]));
    expect(keptCodesFor('meera@example.in', SENT, store)).toBeNull();
    expect(store.items.size).toBe(0);
  });
});
