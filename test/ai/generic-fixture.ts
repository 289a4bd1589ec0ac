// A product unlike the kit's: PascalCase, snake, kebab and spaced names; emails, UUIDs and
// numeric user ids; values with cents and negative values. Deterministic.
import type { FixtureEvent } from './fixture.js';

export const GENERIC_NOW = Date.parse('2026-03-31T15:30:00Z');
const DAY = 86_400_000;
export const USERS = [
  'alice@example.com',
  'bob@example.com',
  '3f2b8c1e-9d4a-4f6b-8e2a-1c3d5e7f9a0b',
  '1042',
  'carol@shop.io',
];

/** name, user index, days before now, hour of day, value */
const ROWS: [string, number, number, number, number][] = [
  ['SongPlayed', 0, 0.2, 9, 1],
  ['SongPlayed', 0, 1.5, 10, 1],
  ['SongPlayed', 1, 2.1, 11, 1],
  ['SongPlayed', 2, 3, 20, 1],
  ['SongPlayed', 3, 10, 21, 1],
  ['SongPlayed', 4, 40, 8, 1],
  ['SongPlayed', 1, 45, 9, 1],
  ['order_completed', 0, 1, 12, 19.99],
  ['order_completed', 1, 5, 13, 5.5],
  ['order_completed', 3, 35, 14, 120.25],
  ['order_completed', 4, 70, 15, 42],
  ['order_refunded', 1, 4, 16, -5.5],
  ['checkout-started', 0, 1.01, 11, 0],
  ['checkout-started', 1, 5.01, 12, 0],
  ['checkout-started', 2, 6, 12, 0],
  ['Page View', 0, 0.1, 8, 1],
  ['Page View', 2, 0.3, 9, 1],
  ['Page View', 3, 15, 10, 1],
  ['Page View', 4, 50, 11, 1],
  ['balance_adjusted', 2, 2, 10, -12.75],
  ['balance_adjusted', 3, 3, 10, 7.25],
];

export function genericEvents(): FixtureEvent[] {
  return ROWS.map(([eventName, u, daysAgo, hour, eventValue]) => {
    const day = Math.floor((GENERIC_NOW - daysAgo * DAY) / DAY) * DAY;
    const ts = Math.min(day + hour * 3_600_000 + 60_000 * (u + 1), GENERIC_NOW - 60_000);
    return { userId: USERS[u] ?? 'x', eventName, eventValue, timestamp: ts };
  });
}
