import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** A fresh secret for a bearer token or a reset link: 32 random bytes, URL-safe. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a secret: its SHA-256. A database leak yields no usable token. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Whether a given secret is the expected one, in a time that does not tell how much of it matched. */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(hashSecret(given), 'hex'), Buffer.from(hashSecret(expected), 'hex'));
}
