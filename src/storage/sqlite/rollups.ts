// The rollups of one batch, summed in JS so that the writer runs one upsert per distinct key
// per batch (not one per event): counts per event name, first/last time and count per user,
// count and value sum per UTC hour and name. Only stored events are added (never duplicates).
import type { Db } from './open.js';

export const HOUR_MS = 3_600_000;

interface UserAgg {
  first: number;
  last: number;
  n: number;
}
interface HourAgg {
  n: number;
  sum: number;
}
interface AccountAgg {
  names: Map<string, number>;
  users: Map<string, UserAgg>;
  /** name → hour start → figures */
  hours: Map<string, Map<number, HourAgg>>;
}

export class BatchRollup {
  private readonly accounts = new Map<number, AccountAgg>();

  add(accountKey: number, userId: string, eventName: string, eventValue: number, ts: number): void {
    let a = this.accounts.get(accountKey);
    if (!a) {
      a = { names: new Map(), users: new Map(), hours: new Map() };
      this.accounts.set(accountKey, a);
    }
    a.names.set(eventName, (a.names.get(eventName) ?? 0) + 1);
    const u = a.users.get(userId);
    if (u) {
      if (ts < u.first) u.first = ts;
      if (ts > u.last) u.last = ts;
      u.n++;
    } else {
      a.users.set(userId, { first: ts, last: ts, n: 1 });
    }
    let byHour = a.hours.get(eventName);
    if (!byHour) {
      byHour = new Map();
      a.hours.set(eventName, byHour);
    }
    const hour = ts - (ts % HOUR_MS);
    const h = byHour.get(hour);
    if (h) {
      h.n++;
      h.sum += eventValue;
    } else {
      byHour.set(hour, { n: 1, sum: eventValue });
    }
  }

  *names(): Generator<[number, string, number]> {
    for (const [key, a] of this.accounts) for (const [name, n] of a.names) yield [key, name, n];
  }

  *users(): Generator<[number, string, UserAgg]> {
    for (const [key, a] of this.accounts) for (const [user, u] of a.users) yield [key, user, u];
  }

  *hours(): Generator<[number, number, string, HourAgg]> {
    for (const [key, a] of this.accounts) {
      for (const [name, byHour] of a.hours) for (const [hour, h] of byHour) yield [key, hour, name, h];
    }
  }
}

/** Upserts a batch's rollups; call inside the transaction that stored its events. */
export function createRollupWriter(db: Db): (rollup: BatchRollup) => void {
  const addName = db.prepare(`INSERT INTO event_names (account_key, event_name, n) VALUES (?, ?, ?)
    ON CONFLICT (account_key, event_name) DO UPDATE SET n = n + excluded.n`);
  const addUser =
    db.prepare(`INSERT INTO user_stats (account_key, user_id, first_ts, last_ts, n) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (account_key, user_id) DO UPDATE SET first_ts = min(first_ts, excluded.first_ts),
    last_ts = max(last_ts, excluded.last_ts), n = n + excluded.n`);
  const addHour =
    db.prepare(`INSERT INTO event_hours (account_key, hour, event_name, n, value_sum) VALUES (?, ?, ?, ?, ?)
    ON CONFLICT (account_key, hour, event_name) DO UPDATE SET n = n + excluded.n, value_sum = value_sum + excluded.value_sum`);
  return (rollup) => {
    for (const [key, name, n] of rollup.names()) addName.run(key, name, n);
    for (const [key, user, u] of rollup.users()) addUser.run(key, user, u.first, u.last, u.n);
    for (const [key, hour, name, h] of rollup.hours()) addHour.run(key, hour, name, h.n, h.sum);
  };
}
