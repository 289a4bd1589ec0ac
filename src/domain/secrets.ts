// API keys and ids. A key is shown once; only its SHA-256 hash is stored.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { monotonicFactory } from 'ulidx';

/** Recognisable prefix so that leaked keys can be found by secret scanners. */
export const API_KEY_PREFIX = 'uik_';

/** 32 random bytes = 256 bits, base64url. */
export const generateApiKey = () => API_KEY_PREFIX + randomBytes(32).toString('base64url');
export const generateAdminToken = () => 'uia_' + randomBytes(32).toString('base64url');
export const hashSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest();

/** Compares secrets in constant time (by their hashes, so lengths may differ). */
export const secretsEqual = (a: string, b: string) => timingSafeEqual(hashSecret(a), hashSecret(b));

const ulid = monotonicFactory();
/** Time-ordered, URL-safe, unique: `evt_` + ULID (30 characters). */
export const newEventId = () => `evt_${ulid()}`;
export const newAccountId = () => `acct_${ulid()}`;
export const newKeyId = () => `key_${ulid()}`;
