// API keys and ids. A key is shown once; only its SHA-256 hash is stored.
import { hash, randomBytes, timingSafeEqual } from 'node:crypto';
import { monotonicFactory } from 'ulidx';

/** Recognisable prefix so that leaked keys can be found by secret scanners. */
export const API_KEY_PREFIX = 'uik_';

/** 32 random bytes = 256 bits, base64url. */
export const generateApiKey = () => API_KEY_PREFIX + randomBytes(32).toString('base64url');
export const generateAdminToken = () => 'uia_' + randomBytes(32).toString('base64url');
/** SHA-256 of a secret as 64 hex digits (what the stores look keys up by). */
export const hashSecret = (secret: string) => hash('sha256', secret, 'hex');

/** Compares secrets in constant time (by their hashes, so lengths may differ). */
export const secretsEqual = (a: string, b: string) =>
  timingSafeEqual(hash('sha256', a, 'buffer'), hash('sha256', b, 'buffer'));

const ulid = monotonicFactory();
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Every pair of base-32 digits, indexed by a 10-bit number. */
const PAIRS = Array.from(
  { length: 1024 },
  (_, i) => (CROCKFORD[i >> 5] as string) + (CROCKFORD[i & 31] as string),
);
const TWO_20 = 2 ** 20;
const TWO_40 = 2 ** 40;
/** A number below 2^40 as 8 base-32 digits. */
const base32of40 = (x: number) => {
  const high = Math.floor(x / TWO_20);
  const low = x % TWO_20;
  return (
    (PAIRS[high >> 10] as string) +
    (PAIRS[high & 1023] as string) +
    (PAIRS[low >> 10] as string) +
    (PAIRS[low & 1023] as string)
  );
};

/**
 * A monotonic ULID factory (`evt_` + 10 time digits + 16 random digits, 30 characters, as
 * secrets.newEventId): within one millisecond (or when the clock steps back) the 80-bit random
 * part is incremented; a new millisecond draws a new one. Ids sort by generation order and
 * are unique (a fresh 80-bit draw per millisecond, as ulidx's monotonic factory). It costs
 * one randomBytes(10) per millisecond instead of per id.
 */
export function eventIdFactory(clock: () => number = Date.now): () => string {
  let lastMs = -1;
  let prefix = '';
  let high = 0; // upper 40 bits of the random part
  let highText = '';
  let low = 0; // lower 40 bits
  return () => {
    const ms = clock();
    if (ms > lastMs) {
      lastMs = ms;
      const r = randomBytes(10);
      high = r.readUIntBE(0, 5);
      low = r.readUIntBE(5, 5);
      highText = base32of40(high);
      let time = '';
      for (let t = ms, i = 0; i < 10; i++, t = Math.floor(t / 32))
        time = (CROCKFORD[t % 32] as string) + time;
      prefix = `evt_${time}`;
    } else if (++low === TWO_40) {
      low = 0;
      if (++high === TWO_40) throw new Error('event id space of this millisecond exhausted');
      highText = base32of40(high);
    }
    return prefix + highText + base32of40(low);
  };
}

/** Time-ordered, URL-safe, unique: `evt_` + ULID (30 characters), on the hot path of every write. */
export const newEventId = eventIdFactory();
export const newAccountId = () => `acct_${ulid()}`;
export const newKeyId = () => `key_${ulid()}`;
