import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** A url-safe random token of `bytes` bytes of entropy. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hex sha256 of a token: what the database stores instead of the token itself. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Base64url HMAC-SHA256 of value under secret. */
export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** Compares two strings in constant time for equal lengths. */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
