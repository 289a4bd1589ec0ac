// Benchmark data: the AI kit's dataset scaled up, a large synthetic history for GET /usage,
// and bulk loading through the store's own insert path (insertEvents, one transaction a batch).
import { newEventId } from '../src/domain/secrets.js';
import type { UsageEvent } from '../src/domain/types.js';
import type { EventWrite, Store } from '../src/storage/types.js';

const KIT = new URL('../../shared/ai/eval/', import.meta.url);

export interface KitEvent { userId: string; eventName: string; eventValue: number; timestamp: string }
interface KitCase { id: string; type: string; question: unknown }
export const kit = {
  dataset: await import(new URL('dataset.mjs', KIT).href) as { generateEvents(now: Date, seed?: number): KitEvent[] },
  questions: await import(new URL('questions.mjs', KIT).href) as { cases: KitCase[]; questionText(c: KitCase, now: Date): string },
  plansFile: new URL('plans.json', KIT).pathname,
};

/**
 * The kit's product (about 40,000 events of 800 users over 120 days per seed) repeated with
 * further seeds until `count` events: seed 1 keeps the kit's user ids (the personas the
 * questions name); later seeds get their own users (u<seed>_NNNN). Sorted by time.
 */
export function scaledKitEvents(now: Date, count: number): KitEvent[] {
  const all: KitEvent[] = [];
  for (let seed = 1; all.length < count; seed++) {
    for (const e of kit.dataset.generateEvents(now, seed)) {
      all.push(seed === 1 ? e : { ...e, userId: e.userId.replace(/^u_/, `u${seed}_`) });
    }
  }
  all.length = count;
  return all.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}

export const toNdjson = (events: readonly KitEvent[]) => events.map(e => JSON.stringify(e)).join('\n') + '\n';

const NAMES = ['login', 'page_view', 'task_created', 'task_completed', 'comment_added', 'file_uploaded', 'invite_sent',
  'report_exported', 'search', 'api_call', 'export_csv', 'upgrade_plan'];
export const LIST_USERS = 100_000;
export const listUserId = (n: number) => `user_${String(n).padStart(6, '0')}`;

/**
 * A year of history for one account: `count` events of LIST_USERS users, arriving roughly in
 * time order (as live traffic does), in batches of `batch` events.
 */
export function* listHistory(accountKey: number, count: number, batch: number, now = Date.now()): Generator<EventWrite[]> {
  const span = 365 * 86_400_000;
  const start = now - span;
  let seed = 12345;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296);
  for (let done = 0; done < count;) {
    const n = Math.min(batch, count - done);
    const writes: EventWrite[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const k = done + i;
      const event: UsageEvent = {
        eventId: newEventId(),
        userId: listUserId(Math.floor(rnd() ** 2 * LIST_USERS)),
        eventName: NAMES[Math.floor(rnd() * NAMES.length)] as string,
        eventValue: Math.floor(rnd() * 100),
        timestamp: Math.floor(start + (k / count) * span + rnd() * 60_000),
      };
      writes[i] = { accountKey, event };
    }
    done += n;
    yield writes;
  }
}

/** Opens the store of a service's DATA_DIR / DATABASE_URL in this process (to bulk load). */
export async function openStore(kind: 'sqlite' | 'postgres', target: string): Promise<Store> {
  if (kind === 'sqlite') {
    const { createSqliteStore } = await import('../src/storage/sqlite/store.js');
    // A large writer cache keeps the user index in memory while 10M events go in.
    return createSqliteStore(target, { analyticsWorkers: 1, writerCacheMb: 2048 });
  }
  const path = '../src/storage/postgres/store.js';
  const { createPostgresStore } = await import(path) as { createPostgresStore(url: string): Promise<Store> };
  return createPostgresStore(target);
}

/** Loads `count` events into an account through insertEvents; returns events per second. */
export async function bulkLoad(store: Store, accountId: string, count: number, onProgress?: (done: number) => void): Promise<number> {
  const account = await store.accounts.getAccount(accountId);
  if (!account) throw new Error(`no account ${accountId}`);
  const started = performance.now();
  let done = 0;
  let inFlight: Promise<unknown> = Promise.resolve();
  // The next batch is generated while the writer commits the previous one.
  for (const batch of listHistory(account.key, count, 50_000)) {
    await inFlight;
    inFlight = store.events.insertEvents(batch);
    done += batch.length;
    if (done % 1_000_000 === 0) onProgress?.(done);
  }
  await inFlight;
  return count / ((performance.now() - started) / 1000);
}
