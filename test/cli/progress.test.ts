// The CLI's progress line (import and export on a terminal): count, rate, share and time left.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createProgress, progressText } from '../../src/cli/progress.js';
import type { Output } from '../../src/cli/output.js';

test('progress text: count and rate; with the whole known, the share done and the time left', () => {
  assert.equal(progressText('lines sent', 1_200_000, 10), '1,200,000 lines sent (120,000/s)');
  assert.equal(
    progressText('lines sent', 1_200_000, 10, 0.4),
    '1,200,000 lines sent (120,000/s), 40%, about 15 s left',
  );
  assert.equal(progressText('events', 10, 0.5, 0.001), '10 events (20/s), 0%');
  assert.equal(progressText('events', 900, 90, 0.5), '900 events (10/s), 50%, about 1 min 30 s left');
});

test('progress redraws at most four times a second and clears its line at the end', () => {
  const shown: (string | null)[] = [];
  const out: Output = { out() {}, err() {}, mask() {}, status: (t) => void shown.push(t) };
  let now = 0;
  const progress = createProgress(out, 'events', () => now);
  for (now = 0; now <= 1000; now += 50) progress.update(now, now / 1000);
  progress.done();
  assert.ok(shown.length >= 4 && shown.length <= 6, `${shown.length} redraws in a second`);
  assert.equal(shown.at(-1), null);
});
