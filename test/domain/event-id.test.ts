import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventIdFactory } from '../../src/domain/secrets.js';

test('event ids: 30 URL-safe characters, strictly increasing, also within a millisecond and when the clock steps back', () => {
  let now = 1_795_000_000_000;
  const next = eventIdFactory(() => now);
  const ids: string[] = [];
  for (let i = 0; i < 5000; i++) {
    if (i % 1000 === 0) now += 1;
    if (i === 2500) now -= 5; // clock steps back
    ids.push(next());
  }
  for (const id of ids) assert.match(id, /^evt_[0-9A-HJKMNP-TV-Z]{26}$/);
  for (let i = 1; i < ids.length; i++) assert.ok(ids[i]! > ids[i - 1]!, `${ids[i - 1]} < ${ids[i]}`);
  assert.equal(new Set(ids).size, ids.length);
});

test('event ids of a later millisecond sort after those of an earlier one, across factories', () => {
  const early = eventIdFactory(() => 1_000)();
  const late = eventIdFactory(() => 1_001)();
  assert.ok(late > early);
});
