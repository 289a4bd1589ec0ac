// The one storage suite every engine passes (CONVENTIONS.md): sqlite.test.ts and
// postgres.test.ts run it unchanged against their own engine.
import { after, before, describe, mock, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { newEventId } from '../../src/domain/secrets.js';
import type { UsageEvent } from '../../src/domain/types.js';
import type { EventWrite, Store } from '../../src/storage/types.js';
import { IDEMPOTENCY_TTL_MS } from '../../src/storage/types.js';
import { createGroupCommitter } from '../../src/storage/group-commit.js';

export interface StoreUnderTest {
  store: Store;
  /** Closes the store and removes its files or database. */
  destroy(): Promise<void>;
}

export interface SuiteOptions {
  /** Engine-specific durability facts from describe(). */
  checkDescribe(facts: Record<string, unknown>): void;
  /** An event this engine refuses in its write statement (validation keeps such events out of the API). */
  poison(event: UsageEvent): UsageEvent;
}

const T0 = Date.parse('2026-03-10T12:00:00.000Z');
let serial = 0;

function event(userId: string, eventName: string, timestamp: number, eventValue = 1): UsageEvent {
  return { eventId: newEventId(), userId, eventName, eventValue, timestamp };
}

const hashOf = (s: string) => createHash('sha256').update(s).digest('hex');

export function runStoreSuite(
  engine: string,
  open: () => Promise<StoreUnderTest>,
  options: SuiteOptions,
): void {
  describe(`storage suite: ${engine}`, () => {
    let subject: StoreUnderTest;
    let store: Store;
    before(async () => {
      subject = await open();
      store = subject.store;
    });
    after(async () => {
      await subject?.destroy();
    });
    const account = async (plan = 'trial') =>
      store.accounts.createAccount({ name: `acct ${++serial}`, plan });

    /** The rollups of an account equal the raw GROUP BY over its events (exact after any erasure). */
    const assertRollupsExact = async (accountKey: number) => {
      const HOUR = 3_600_000;
      const q = (sql: string) =>
        store.analytics.all<Record<string, unknown>>(sql.replaceAll('$1', String(accountKey)), []);
      const rows = (r: Record<string, unknown>[]) =>
        r.map((x) =>
          Object.values(x).map((v) => (typeof v === 'string' && /^[\d.]+$/.test(v) ? Number(v) : v)),
        );
      assert.deepEqual(
        rows(await q('SELECT event_name, n FROM event_names WHERE account_key = $1 ORDER BY event_name')),
        rows(
          await q(
            'SELECT event_name, COUNT(*) AS n FROM events WHERE account_key = $1 GROUP BY event_name ORDER BY event_name',
          ),
        ),
      );
      assert.deepEqual(
        rows(
          await q(
            'SELECT user_id, first_ts, last_ts, n FROM user_stats WHERE account_key = $1 ORDER BY user_id',
          ),
        ),
        rows(
          await q(
            'SELECT user_id, MIN(ts) AS first_ts, MAX(ts) AS last_ts, COUNT(*) AS n FROM events WHERE account_key = $1 GROUP BY user_id ORDER BY user_id',
          ),
        ),
      );
      const hours = rows(
        await q(
          'SELECT hour, event_name, n, value_sum FROM event_hours WHERE account_key = $1 ORDER BY hour, event_name',
        ),
      );
      const raw = rows(
        await q(
          `SELECT (ts / ${HOUR}) * ${HOUR} AS hour, event_name, COUNT(*) AS n, SUM(event_value) AS value_sum FROM events WHERE account_key = $1 GROUP BY 1, 2 ORDER BY 1, 2`,
        ),
      );
      assert.deepEqual(
        hours.map((r) => [r[0], r[1], r[2], Math.round(Number(r[3]) * 1e6)]),
        raw.map((r) => [r[0], r[1], r[2], Math.round(Number(r[3]) * 1e6)]),
      );
    };

    test('eraseUser: every event of the user (several chunks), its rollup rows and idempotency records gone; others exact; a repeat erases 0', async () => {
      const a = await account();
      const other = await account();
      const HOUR = 3_600_000;
      // 12,000 events of the user to erase (three transactions), spread over hours and names,
      // beside another user's events of the same names and hours, and another account's
      const mine = Array.from({ length: 12_000 }, (_, i) =>
        event('leaver', i % 3 ? 'open' : 'pay', T0 + (i % 50) * HOUR + i, (i % 7) + 0.25),
      );
      const theirs = Array.from({ length: 300 }, (_, i) =>
        event('stayer', i % 2 ? 'open' : 'pay', T0 + (i % 50) * HOUR + i, (i % 5) + 0.5),
      );
      const single = event('leaver', 'once', T0 + 99 * HOUR);
      await store.events.insertEvents([...mine, ...theirs].map((e) => ({ accountKey: a.key, event: e })));
      await store.events.insertEvents([
        { accountKey: a.key, event: single, idempotency: { key: 'leaver-key', fingerprint: 'fp' } },
      ]);
      await store.events.insertEvents(
        mine.slice(0, 100).map((e) => ({ accountKey: other.key, event: { ...e, eventId: newEventId() } })),
      );
      assert.equal(await store.events.eraseUser(a.key, 'leaver'), 12_001);
      assert.equal(await store.events.eraseUser(a.key, 'leaver'), 0);
      const listed = await store.events.listEvents(a.key, { limit: 1000 });
      assert.equal(listed.length, 300);
      assert.ok(listed.every((e) => e.userId === 'stayer'));
      assert.equal(
        (await store.events.listEvents(other.key, { limit: 1000 })).length,
        100,
        'another account untouched',
      );
      assert.equal(
        await store.events.findIdempotency(a.key, 'leaver-key'),
        null,
        'its stored idempotency record is gone',
      );
      // the rollups equal the raw query over what is left
      await assertRollupsExact(a.key);
    });

    test('eraseOlder (retention): every event before the cutoff, oldest first over several chunks, rollups exact; later events and other accounts kept', async () => {
      const a = await account();
      const other = await account();
      const HOUR = 3_600_000;
      const cutoff = T0 + 40 * HOUR;
      // 11,000 events over 80 hours and 30 users: about half before the cutoff (several chunks)
      const evs = Array.from({ length: 11_000 }, (_, i) =>
        event(`u${i % 30}`, i % 4 ? 'open' : 'pay', T0 + (i % 80) * HOUR + (i % 997), (i % 9) + 0.5),
      );
      // a user whose every event is before the cutoff leaves user_stats
      evs.push(event('gone', 'open', T0 + HOUR));
      await store.events.insertEvents(evs.map((e) => ({ accountKey: a.key, event: e })));
      await store.events.insertEvents(
        evs.slice(0, 50).map((e) => ({ accountKey: other.key, event: { ...e, eventId: newEventId() } })),
      );
      const before = evs.filter((e) => e.timestamp < cutoff).length;
      assert.equal(await store.events.eraseOlder(a.key, cutoff), before);
      assert.equal(await store.events.eraseOlder(a.key, cutoff), 0, 'a second sweep finds nothing');
      const left = await store.analytics.all<{ n: number | string; oldest: number | string }>(
        `SELECT COUNT(*) AS n, MIN(ts) AS oldest FROM events WHERE account_key = ${a.key}`,
        [],
      );
      assert.equal(Number(left[0]?.n), evs.length - before);
      assert.ok(Number(left[0]?.oldest) >= cutoff);
      await assertRollupsExact(a.key);
      assert.equal(
        (await store.events.listEvents(other.key, { limit: 100 })).length,
        50,
        'other account kept',
      );
    });

    test("deleteAccount: the account and its keys are gone at once; eraseAccount erases its events and rollups, not others'", async () => {
      const a = await account();
      const other = await account();
      await store.accounts.createKey(a.id, `key_${serial}_del`, hashOf(`secret-${serial}`));
      await store.events.insertEvents(
        Array.from({ length: 7000 }, (_, i) => ({
          accountKey: a.key,
          event: event(`u${i % 9}`, 'x', T0 + i),
        })),
      );
      await store.events.insertEvents([{ accountKey: other.key, event: event('keep', 'x', T0) }]);
      assert.ok(await store.accounts.findKeyByHash(hashOf(`secret-${serial}`)));
      assert.equal(await store.accounts.deleteAccount(a.id), a.key);
      assert.equal(
        await store.accounts.findKeyByHash(hashOf(`secret-${serial}`)),
        null,
        'its key is refused at once',
      );
      assert.equal(await store.accounts.getAccount(a.id), null);
      assert.equal(await store.accounts.deleteAccount(a.id), null);
      assert.equal(await store.events.eraseAccount(a.key), 7000);
      assert.equal((await store.events.listEvents(a.key, { limit: 10 })).length, 0);
      const left = await store.analytics.all<{ n: number | string }>(
        `SELECT (SELECT COUNT(*) FROM event_names WHERE account_key = ${a.key}) + (SELECT COUNT(*) FROM user_stats WHERE account_key = ${a.key}) + (SELECT COUNT(*) FROM event_hours WHERE account_key = ${a.key}) AS n`,
        [],
      );
      assert.equal(Number(left[0]?.n), 0, 'no rollup row left');
      assert.equal((await store.events.listEvents(other.key, { limit: 10 })).length, 1);
    });

    test('exportPage: timestamp then eventId order, half-open bounds, page by page from a cursor', async () => {
      const a = await account();
      const evs = [3, 1, 2, 2, 5, 2, 4].map((m) => event('x', 'e', T0 + m * 60_000));
      await store.events.insertEvents(evs.map((e) => ({ accountKey: a.key, event: e })));
      const pages: string[][] = [];
      let after: { timestamp: number; eventId: string } | null = null;
      for (;;) {
        const page = await store.events.exportPage(a.key, {
          from: T0 + 2 * 60_000,
          to: T0 + 5 * 60_000,
          after,
          limit: 2,
        });
        pages.push(page.map((e) => e.eventId));
        if (page.length < 2) break;
        after = { timestamp: page[1]!.timestamp, eventId: page[1]!.eventId };
      }
      const expected = evs
        .filter((e) => e.timestamp >= T0 + 2 * 60_000 && e.timestamp < T0 + 5 * 60_000)
        .sort((x, y) => x.timestamp - y.timestamp || (x.eventId < y.eventId ? -1 : 1))
        .map((e) => e.eventId);
      assert.deepEqual(pages.flat(), expected);
      assert.deepEqual(
        pages.map((p) => p.length),
        [2, 2, 1],
      );
    });

    test('group commit: writes the store refuses fail alone, every other write of their batches is stored (issue 21)', async () => {
      const a = await account();
      const writer = createGroupCommitter(store.events);
      const good = Array.from({ length: 60 }, (_, i) => event(`good-${i}`, 'ok', T0 + i));
      const bad = [7, 31, 59].map((i) => options.poison(event(`bad-${i}`, 'bad', T0 + i)));
      // issued in one tick: one batch, with the bad writes among the good ones
      const results = await Promise.allSettled(
        [...good, ...bad]
          .sort((x, y) => x.timestamp - y.timestamp)
          .map((e) => writer.write({ accountKey: a.key, event: e }).then(() => e.userId)),
      );
      await writer.drain();
      const stored = results
        .filter((r) => r.status === 'fulfilled')
        .map((r) => (r as PromiseFulfilledResult<string>).value);
      assert.deepEqual(stored.sort(), good.map((e) => e.userId).sort());
      assert.equal(results.filter((r) => r.status === 'rejected').length, bad.length);
      const listed = await store.events.listEvents(a.key, { limit: 1000 });
      assert.deepEqual(
        listed.map((e) => e.eventId).sort(),
        good.map((e) => e.eventId).sort(),
        'exactly the good events, once each',
      );
      // arrival order survives the split: equal-time ordering is by arrival
      assert.deepEqual(
        listed.map((e) => e.userId).reverse(),
        good.map((e) => e.userId),
      );
    });

    test('lists newest first; equal timestamps by arrival, newest first', async () => {
      const a = await account();
      const first = [event('u1', 'open', T0), event('u2', 'open', T0 + 1000), event('u1', 'save', T0)];
      assert.deepEqual(
        await store.events.insertEvents(first.map((event) => ({ accountKey: a.key, event }))),
        [{ kind: 'stored' }, { kind: 'stored' }, { kind: 'stored' }],
      );
      const second = [event('u3', 'close', T0), event('u1', 'old', T0 - 5000)];
      await store.events.insertEvents(second.map((event) => ({ accountKey: a.key, event })));
      const listed = await store.events.listEvents(a.key, { limit: 100 });
      assert.deepEqual(
        listed.map((e) => e.eventId),
        [first[1], second[0], first[2], first[0], second[1]].map((e) => e?.eventId),
      );
      assert.deepEqual(listed[0], first[1]);
    });

    test('filters by userId and honours limit', async () => {
      const a = await account();
      const evs = Array.from({ length: 30 }, (_, i) =>
        event(i % 3 === 0 ? 'alice' : 'bob', 'click', T0 + i * 1000, i),
      );
      await store.events.insertEvents(evs.map((event) => ({ accountKey: a.key, event })));
      const alice = await store.events.listEvents(a.key, { limit: 1000, userId: 'alice' });
      assert.equal(alice.length, 10);
      assert.ok(alice.every((e) => e.userId === 'alice'));
      assert.deepEqual(
        alice.map((e) => e.eventValue),
        [27, 24, 21, 18, 15, 12, 9, 6, 3, 0],
      );
      assert.deepEqual(
        (await store.events.listEvents(a.key, { limit: 4 })).map((e) => e.eventValue),
        [29, 28, 27, 26],
      );
      assert.deepEqual(
        (await store.events.listEvents(a.key, { limit: 2, userId: 'bob' })).map((e) => e.eventValue),
        [29, 28],
      );
      assert.deepEqual(await store.events.listEvents(a.key, { limit: 5, userId: 'nobody' }), []);
    });

    test('keeps values, names and instants exactly (fractions, negatives, unicode, old backfills)', async () => {
      const a = await account();
      const evs = [
        event('ü-ser ☃', 'név', T0, 0.1),
        event('x', 'neg', T0 - 1, -999999),
        event('x', 'backfill', Date.parse('1971-01-01T00:00:00Z'), 123.456),
      ];
      await store.events.insertEvents(evs.map((event) => ({ accountKey: a.key, event })));
      assert.deepEqual(await store.events.listEvents(a.key, { limit: 10 }), evs);
    });

    test("tenant isolation: an account never sees another account's events or keys", async () => {
      const a = await account();
      const b = await account();
      await store.events.insertEvents([{ accountKey: a.key, event: event('shared-user', 'a-only', T0) }]);
      await store.events.insertEvents([{ accountKey: b.key, event: event('shared-user', 'b-only', T0) }]);
      assert.deepEqual(
        (await store.events.listEvents(a.key, { limit: 10 })).map((e) => e.eventName),
        ['a-only'],
      );
      assert.deepEqual(
        (await store.events.listEvents(b.key, { limit: 10, userId: 'shared-user' })).map((e) => e.eventName),
        ['b-only'],
      );
      const ph = store.analytics.dialect === 'postgres' ? '$1' : '?';
      const names = await store.analytics.all<{ event_name: string }>(
        `SELECT event_name FROM event_names WHERE account_key = ${ph}`,
        [a.key],
      );
      assert.deepEqual(
        names.map((r) => r.event_name),
        ['a-only'],
      );
    });

    test('idempotency: first claim stores, a later one is a duplicate with the first eventId', async () => {
      const a = await account();
      const b = await account();
      const first = event('u', 'pay', T0);
      const w = (accountKey: number, e: UsageEvent, fingerprint = 'fp-1'): EventWrite => ({
        accountKey,
        event: e,
        idempotency: { key: 'order-1', fingerprint },
      });
      assert.deepEqual(await store.events.insertEvents([w(a.key, first)]), [{ kind: 'stored' }]);
      assert.deepEqual(await store.events.findIdempotency(a.key, 'order-1'), {
        eventId: first.eventId,
        fingerprint: 'fp-1',
      });
      // A retry (even with another body) is a duplicate pointing at the first event; nothing stored.
      assert.deepEqual(await store.events.insertEvents([w(a.key, event('u', 'pay', T0), 'fp-2')]), [
        { kind: 'duplicate', eventId: first.eventId, fingerprint: 'fp-1' },
      ]);
      // Keys are per account.
      assert.deepEqual(await store.events.insertEvents([w(b.key, event('u', 'pay', T0))]), [
        { kind: 'stored' },
      ]);
      assert.equal(await store.events.findIdempotency(b.key, 'nope'), null);
      assert.equal((await store.events.listEvents(a.key, { limit: 10 })).length, 1);
      // A duplicate is not stored, so its name is not in the catalogue until an event has it.
      const names = async () =>
        (
          await store.analytics.all<{ event_name: string }>(
            `SELECT event_name FROM event_names WHERE account_key = ${store.analytics.dialect === 'postgres' ? '$1' : '?'} ORDER BY event_name`,
            [a.key],
          )
        ).map((r) => r.event_name);
      assert.equal(
        (await store.events.insertEvents([w(a.key, event('u', 'refund', T0), 'fp-3')]))[0]?.kind,
        'duplicate',
      );
      assert.deepEqual(await names(), ['pay']);
      await store.events.insertEvents([{ accountKey: a.key, event: event('u', 'refund', T0) }]);
      assert.deepEqual(await names(), ['pay', 'refund']);
    });

    test('idempotency: the same key twice in one batch, and in concurrent batches, stores once', async () => {
      const a = await account();
      const e1 = event('u', 'x', T0);
      const e2 = event('u', 'x', T0);
      const plain = event('u', 'y', T0);
      const out = await store.events.insertEvents([
        { accountKey: a.key, event: e1, idempotency: { key: 'k', fingerprint: 'f' } },
        { accountKey: a.key, event: plain },
        { accountKey: a.key, event: e2, idempotency: { key: 'k', fingerprint: 'f' } },
      ]);
      assert.deepEqual(out, [
        { kind: 'stored' },
        { kind: 'stored' },
        { kind: 'duplicate', eventId: e1.eventId, fingerprint: 'f' },
      ]);
      const racers = Array.from({ length: 8 }, () => event('u', 'race', T0));
      const outcomes = (
        await Promise.all(
          racers.map((e) =>
            store.events.insertEvents([
              { accountKey: a.key, event: e, idempotency: { key: 'race', fingerprint: 'f' } },
            ]),
          ),
        )
      ).flat();
      const stored = outcomes
        .map((o, i) => (o.kind === 'stored' ? racers[i]?.eventId : null))
        .filter(Boolean);
      assert.equal(stored.length, 1);
      assert.ok(outcomes.every((o) => o.kind === 'stored' || o.eventId === stored[0]));
      const names = (await store.events.listEvents(a.key, { limit: 100 })).map((e) => e.eventName).sort();
      assert.deepEqual(names, ['race', 'x', 'y']);
    });

    test('idempotency: a record expires after 24 hours and the key can be used again', async () => {
      const a = await account();
      const start = Date.now();
      mock.timers.enable({ apis: ['Date'], now: start });
      try {
        const first = event('u', 'pay', T0);
        await store.events.insertEvents([
          { accountKey: a.key, event: first, idempotency: { key: 'daily', fingerprint: 'f' } },
        ]);
        mock.timers.setTime(start + IDEMPOTENCY_TTL_MS - 1000);
        assert.deepEqual(await store.events.findIdempotency(a.key, 'daily'), {
          eventId: first.eventId,
          fingerprint: 'f',
        });
        assert.equal(
          (
            await store.events.insertEvents([
              {
                accountKey: a.key,
                event: event('u', 'pay', T0),
                idempotency: { key: 'daily', fingerprint: 'f' },
              },
            ])
          )[0]?.kind,
          'duplicate',
        );
        mock.timers.setTime(start + IDEMPOTENCY_TTL_MS + 1);
        assert.equal(await store.events.findIdempotency(a.key, 'daily'), null);
        const later = event('u', 'pay', T0);
        assert.deepEqual(
          await store.events.insertEvents([
            { accountKey: a.key, event: later, idempotency: { key: 'daily', fingerprint: 'g' } },
          ]),
          [{ kind: 'stored' }],
        );
        assert.deepEqual(await store.events.findIdempotency(a.key, 'daily'), {
          eventId: later.eventId,
          fingerprint: 'g',
        });
        assert.equal((await store.events.listEvents(a.key, { limit: 10 })).length, 2);
      } finally {
        mock.timers.reset();
      }
    });

    test('rollups equal a GROUP BY over the events after random batches, duplicates and big (import-sized) batches', async () => {
      const a = await account();
      const b = await account();
      let seed = 42;
      const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
      const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)] as T;
      const names = ['open', 'save', 'pay', 'Page View', 'név'];
      const random = (accountKey: number): EventWrite => ({
        accountKey,
        event: event(
          `u${Math.floor(rnd() * 40)}`,
          pick(names),
          T0 + Math.floor((rnd() - 0.5) * 30 * 86_400_000),
          Math.round(rnd() * 1000) / 4,
        ),
        ...(rnd() < 0.3 ? { idempotency: { key: `k${Math.floor(rnd() * 20)}`, fingerprint: 'f' } } : {}),
      });
      let duplicates = 0;
      for (let i = 0; i < 12; i++) {
        const size = i === 5 ? 3000 : 1 + Math.floor(rnd() * 60);
        const outcomes = await store.events.insertEvents(
          Array.from({ length: size }, () => random(rnd() < 0.8 ? a.key : b.key)),
        );
        duplicates += outcomes.filter((o) => o.kind === 'duplicate').length;
      }
      await Promise.all(
        Array.from({ length: 4 }, () =>
          store.events.insertEvents(Array.from({ length: 20 }, () => random(a.key))),
        ),
      );
      assert.ok(duplicates > 0, 'the batches had duplicates');
      const ph = store.analytics.dialect === 'postgres' ? '$1' : '?';
      const rows = (sql: string) => store.analytics.all<Record<string, unknown>>(sql, [a.key]);
      const same = async (rolled: string, raw: string) =>
        assert.deepEqual(await rows(rolled), await rows(raw));
      for (const key of [a.key, b.key]) {
        const q = (sql: string) => sql.replace('$1', ph);
        const one = (sql: string) => store.analytics.all<Record<string, unknown>>(q(sql), [key]);
        assert.deepEqual(
          await one('SELECT event_name, n FROM event_names WHERE account_key = $1 ORDER BY event_name'),
          await one(
            'SELECT event_name, COUNT(*) AS n FROM events WHERE account_key = $1 GROUP BY event_name ORDER BY event_name',
          ),
        );
        assert.deepEqual(
          await one(
            'SELECT user_id, first_ts, last_ts, n FROM user_stats WHERE account_key = $1 ORDER BY user_id',
          ),
          await one(
            'SELECT user_id, MIN(ts) AS first_ts, MAX(ts) AS last_ts, COUNT(*) AS n FROM events WHERE account_key = $1 GROUP BY user_id ORDER BY user_id',
          ),
        );
        // value sums: the same values added in another order, so equal to rounding
        const hours = await one(
          'SELECT hour, event_name, n, value_sum FROM event_hours WHERE account_key = $1 ORDER BY hour, event_name',
        );
        const raw =
          await one(`SELECT (ts / 3600000) * 3600000 AS hour, event_name, COUNT(*) AS n, SUM(event_value) AS value_sum FROM events
          WHERE account_key = $1 GROUP BY (ts / 3600000) * 3600000, event_name ORDER BY hour, event_name`);
        assert.deepEqual(
          hours.map((r) => [r.hour, r.event_name, r.n]),
          raw.map((r) => [r.hour, r.event_name, r.n]),
        );
        hours.forEach((r, i) => assert.ok(Math.abs(Number(r.value_sum) - Number(raw[i]?.value_sum)) < 1e-6));
      }
      await same(
        `SELECT COUNT(*) AS n FROM user_stats WHERE account_key = ${ph}`,
        `SELECT COUNT(DISTINCT user_id) AS n FROM events WHERE account_key = ${ph}`,
      );
    });

    test('accounts: create, get, setPlan', async () => {
      const a = await store.accounts.createAccount({ name: null, plan: 'trial' });
      assert.match(a.id, /\S/);
      assert.equal(typeof a.key, 'number');
      assert.deepEqual(
        { name: a.name, plan: a.plan, used: a.aiQuestionsUsed },
        { name: null, plan: 'trial', used: 0 },
      );
      assert.ok(Math.abs(a.createdAt - Date.now()) < 60_000);
      assert.deepEqual(await store.accounts.getAccount(a.id), a);
      assert.deepEqual(await store.accounts.setPlan(a.id, 'paid'), { ...a, plan: 'paid' });
      assert.equal((await store.accounts.getAccount(a.id))?.plan, 'paid');
      assert.equal(await store.accounts.getAccount('acct_missing'), null);
      assert.equal(await store.accounts.setPlan('acct_missing', 'paid'), null);
    });

    test('keys: create, find by hash, revoke (refused at once)', async () => {
      const a = await account();
      const keyId = `key_${++serial}_${Date.now()}`;
      assert.equal(await store.accounts.createKey(a.id, keyId, hashOf(keyId)), true);
      assert.equal(await store.accounts.createKey('acct_missing', `${keyId}x`, hashOf(`${keyId}x`)), false);
      const found = await store.accounts.findKeyByHash(hashOf(keyId));
      assert.deepEqual(found, { keyId, account: a });
      assert.equal(await store.accounts.findKeyByHash(hashOf('other')), null);
      assert.equal(await store.accounts.revokeKey(keyId), true);
      assert.equal(await store.accounts.findKeyByHash(hashOf(keyId)), null);
      assert.equal(await store.accounts.revokeKey(keyId), false);
      assert.equal(await store.accounts.revokeKey('key_missing'), false);
    });

    test('reserveQuestion is exact under concurrency: 200 reserves, limit 20 → 20', async () => {
      const a = await account();
      const results = await Promise.all(
        Array.from({ length: 200 }, () => store.accounts.reserveQuestion(a.key, 20)),
      );
      assert.equal(results.filter(Boolean).length, 20);
      assert.equal((await store.accounts.getAccount(a.id))?.aiQuestionsUsed, 20);
      assert.equal(await store.accounts.reserveQuestion(a.key, 20), false);
      await store.accounts.releaseQuestion(a.key);
      assert.equal((await store.accounts.getAccount(a.id))?.aiQuestionsUsed, 19);
      assert.equal(await store.accounts.reserveQuestion(a.key, 20), true);
      assert.equal(await store.accounts.reserveQuestion(a.key, null), true, 'unlimited is still counted');
      assert.equal((await store.accounts.getAccount(a.id))?.aiQuestionsUsed, 21);
    });

    test('releaseQuestion never goes below zero', async () => {
      const a = await account();
      await store.accounts.releaseQuestion(a.key);
      assert.equal((await store.accounts.getAccount(a.id))?.aiQuestionsUsed, 0);
    });

    test('describe() reports the durability settings', async () => {
      options.checkDescribe(await store.describe());
    });

    test('analytics runner returns numbers for counts, sums and epoch ms', async () => {
      const a = await account();
      await store.events.insertEvents(
        [event('u1', 'n', T0, 2), event('u2', 'n', T0 + 5, 3.5)].map((event) => ({
          accountKey: a.key,
          event,
        })),
      );
      const p = (n: number) => (store.analytics.dialect === 'postgres' ? `$${n}` : '?');
      const [row] = await store.analytics.all<Record<string, unknown>>(
        `SELECT COUNT(*) AS n, COUNT(DISTINCT user_id) AS users,
        SUM(event_value) AS total, SUM(ts) AS ts_sum, MAX(ts) AS last, MIN(seq) AS seq
        FROM events WHERE account_key = ${p(1)} AND ts >= ${p(2)}`,
        [a.key, T0],
      );
      assert.ok(row);
      for (const k of ['n', 'users', 'total', 'ts_sum', 'last', 'seq'])
        assert.equal(typeof row[k], 'number', k);
      assert.deepEqual(
        { n: row.n, users: row.users, total: row.total, ts_sum: row.ts_sum, last: row.last },
        { n: 2, users: 2, total: 5.5, ts_sum: 2 * T0 + 5, last: T0 + 5 },
      );
    });
  });
}
