import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe. Only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;
