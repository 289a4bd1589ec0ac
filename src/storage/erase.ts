// An erasure runs in transactions of at most ERASE_CHUNK events, so that other writes go on
// between them; the last chunk is the one that finds fewer.
import { ERASE_CHUNK } from './types.js';

/** A pause between two chunks, so that the writes queued meanwhile go first (ms). */
const BREATHER_MS = 2;

export async function eraseInChunks(chunk: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await chunk(ERASE_CHUNK);
    total += n;
    if (n < ERASE_CHUNK) return total;
    await new Promise((resolve) => setTimeout(resolve, BREATHER_MS));
  }
}
