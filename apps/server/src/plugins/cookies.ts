import { SESSION_COOKIE, csrfCookieName } from '@nyaya/shared';
import type { FastifyReply } from 'fastify';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { SESSION_TTL_MS } from '../core/sessions/sessions.ts';

export type CookiePolicy = { cookieSecure: boolean };

const maxAgeSeconds = SESSION_TTL_MS / 1000;

export function setSessionCookie(reply: FastifyReply, token: string, policy: CookiePolicy) {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: policy.cookieSecure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function clearSessionCookie(reply: FastifyReply, policy: CookiePolicy) {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: policy.cookieSecure,
    path: '/',
  });
}

export function newCsrfToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Readable by the page's script on purpose: it copies the value into the CSRF header (double submit). */
export function setCsrfCookie(reply: FastifyReply, token: string, policy: CookiePolicy) {
  reply.setCookie(csrfCookieName(policy.cookieSecure), token, {
    httpOnly: false,
    sameSite: 'lax',
    secure: policy.cookieSecure,
    path: '/',
    maxAge: maxAgeSeconds,
  });
}

export function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
