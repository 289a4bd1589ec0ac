// Every time phrase of SEMANTICS.md with a fixed clock, plus properties over open-ended input.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  digitizeNumberWords,
  findTimePhrases,
  minusMonths,
  previousPeriod,
} from '../../src/ai/time-range.js';
import { prepareQuestion } from '../../src/ai/reading/prepare.js';

const NOW = Date.parse('2026-11-21T09:00:00Z');
const D = (iso: string) => Date.parse(iso.length === 10 ? `${iso}T00:00:00Z` : iso);

function rangeOf(phrase: string, now = NOW): [string | null, string | null] {
  const found = findTimePhrases(prepareQuestion(phrase, now).text.toLowerCase(), now).find((f) => f.range);
  assert.ok(found?.range, `no range in "${phrase}"`);
  const iso = (t: number | null) => (t === null ? null : new Date(t).toISOString());
  return [iso(found.range.from), iso(found.range.to)];
}

const cases: [string, string | null, string | null, number?][] = [
  ['today', '2026-11-21T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['yesterday', '2026-11-20T00:00:00.000Z', '2026-11-21T00:00:00.000Z'],
  ['in the last 24 hours', '2026-11-20T09:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['past 7 days', '2026-11-14T09:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['past week', '2026-11-14T09:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['over the last two weeks', '2026-11-07T09:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['last 3 hours', '2026-11-21T06:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['this week', '2026-11-16T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['last week', '2026-11-09T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
  ['this month', '2026-11-01T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['last month', '2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
  ['this year', '2026-01-01T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['last year', '2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
  ['last 3 months', '2026-08-21T09:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['this quarter', '2026-10-01T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['last quarter', '2026-07-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z'],
  ['on 2026-11-03', '2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z'],
  ['on November 3rd', '2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z'],
  ['on Nov 3', '2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z'],
  ['on 3 November', '2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z'],
  ['on December 25th', '2025-12-25T00:00:00.000Z', '2025-12-26T00:00:00.000Z'],
  ['on Nov 21', '2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z'],
  // NOW is a Saturday: a weekday is the most recent one begun, "last" one before today
  ['on Monday', '2026-11-16T00:00:00.000Z', '2026-11-17T00:00:00.000Z'],
  ['on Saturday', '2026-11-21T00:00:00.000Z', '2026-11-22T00:00:00.000Z'],
  ['last Saturday', '2026-11-14T00:00:00.000Z', '2026-11-15T00:00:00.000Z'],
  ['since Wednesday', '2026-11-18T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['2 weeks ago', '2026-11-02T00:00:00.000Z', '2026-11-09T00:00:00.000Z'],
  ['two months ago', '2026-09-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z'],
  ['the week before last', '2026-11-02T00:00:00.000Z', '2026-11-09T00:00:00.000Z'],
  ['the week before last week', '2026-11-02T00:00:00.000Z', '2026-11-09T00:00:00.000Z'],
  ['the 4 full weeks before this one', '2026-10-19T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
  ['the 3 months before this month', '2026-08-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
  ['the month before last', '2026-09-01T00:00:00.000Z', '2026-10-01T00:00:00.000Z'],
  ['on 11/13/2026', '2026-11-13T00:00:00.000Z', '2026-11-14T00:00:00.000Z'],
  ['since 13/10/2026', '2026-10-13T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['in October', '2026-10-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
  ['during December', '2025-12-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
  ['in October 2025', '2025-10-01T00:00:00.000Z', '2025-11-01T00:00:00.000Z'],
  ['in 2025', '2025-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'],
  ['between 2026-11-01 and 2026-11-07', '2026-11-01T00:00:00.000Z', '2026-11-08T00:00:00.000Z'],
  ['from Nov 1 to Nov 7', '2026-11-01T00:00:00.000Z', '2026-11-08T00:00:00.000Z'],
  ['between September and October', '2026-09-01T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
  ['since November 2nd', '2026-11-02T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['before Sep 22', null, '2026-09-22T00:00:00.000Z'],
  ['3 days ago', '2026-11-18T00:00:00.000Z', '2026-11-19T00:00:00.000Z'],
  // two points back; "31–60 days ago" counts days one by one, so it meets "the last 30 days"
  ['30 to 60 days ago', '2026-09-22T09:00:00.000Z', '2026-10-22T09:00:00.000Z'],
  ['31–60 days ago', '2026-09-22T09:00:00.000Z', '2026-10-22T09:00:00.000Z'],
  ['8-14 days ago', '2026-11-07T09:00:00.000Z', '2026-11-14T09:00:00.000Z'],
  ['since last week', '2026-11-09T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['since the start of last month', '2026-10-01T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['since the beginning of the year', '2026-01-01T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['since yesterday', '2026-11-20T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['after last month', '2026-11-01T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['before this month', null, '2026-11-01T00:00:00.000Z'],
  ['until the end of last week', null, '2026-11-16T00:00:00.000Z'],
  // now is a Saturday: "the weekend" is the last full one, "this weekend" the running one
  ['over the weekend', '2026-11-14T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
  ['last weekend', '2026-11-14T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
  ['this weekend', '2026-11-21T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  // days of one month, however the month and the two days are written
  ['from Nov 1 to 15', '2026-11-01T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
  ['Nov 1-15', '2026-11-01T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
  ['between Oct 3rd and 9th', '2026-10-03T00:00:00.000Z', '2026-10-10T00:00:00.000Z'],
  ['1-15 November', '2026-11-01T00:00:00.000Z', '2026-11-16T00:00:00.000Z'],
  ['between the 1st and the 15th of October', '2026-10-01T00:00:00.000Z', '2026-10-16T00:00:00.000Z'],
  ['from the 20th to the 25th of December 2025', '2025-12-20T00:00:00.000Z', '2025-12-26T00:00:00.000Z'],
  // "the 12th" is the most recent 12th; slashes with the year first are year/month/day
  ['on the 12th', '2026-11-12T00:00:00.000Z', '2026-11-13T00:00:00.000Z'],
  ['since the 25th', '2026-10-25T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['on 2026/11/12', '2026-11-12T00:00:00.000Z', '2026-11-13T00:00:00.000Z'],
  // shorthands
  ['over the past 24h', '2026-11-20T09:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['in the last 7d', '2026-11-14T09:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['past 2 wks', '2026-11-07T09:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['last 3 mos', '2026-08-21T09:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['the past couple of days', '2026-11-19T09:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['month to date', '2026-11-01T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['YTD', '2026-01-01T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  ['week-to-date', '2026-11-16T00:00:00.000Z', '2026-11-21T09:00:00.000Z'],
  // parts of a month, read as stated days
  ['in the first week of November', '2026-11-01T00:00:00.000Z', '2026-11-08T00:00:00.000Z'],
  ['the last week of October', '2026-10-25T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
  ['the second half of October', '2026-10-16T00:00:00.000Z', '2026-11-01T00:00:00.000Z'],
  ['in mid October', '2026-10-11T00:00:00.000Z', '2026-10-21T00:00:00.000Z'],
  ['late September', '2026-09-21T00:00:00.000Z', '2026-10-01T00:00:00.000Z'],
];

for (const [phrase, from, to] of cases) {
  test(`time phrase "${phrase}"`, () => assert.deepEqual(rangeOf(phrase), [from, to]));
}

test('ISO weeks start on Monday across a year boundary', () => {
  assert.deepEqual(rangeOf('this week', D('2027-01-01T00:10:00Z')), [
    '2026-12-28T00:00:00.000Z',
    '2027-01-01T00:10:00.000Z',
  ]);
  assert.deepEqual(rangeOf('last week', D('2027-01-04T08:00:00Z')), [
    '2026-12-28T00:00:00.000Z',
    '2027-01-04T00:00:00.000Z',
  ]);
});

test('last month and this year at a year boundary', () => {
  assert.deepEqual(rangeOf('last month', D('2027-01-01T00:10:00Z')), [
    '2026-12-01T00:00:00.000Z',
    '2027-01-01T00:00:00.000Z',
  ]);
  assert.deepEqual(rangeOf('this year', D('2027-01-01T00:10:00Z')), [
    '2027-01-01T00:00:00.000Z',
    '2027-01-01T00:10:00.000Z',
  ]);
});

test('"last N months" clamps the day to the shorter month', () => {
  assert.equal(new Date(minusMonths(D('2027-03-31T10:00:00Z'), 1)).toISOString(), '2027-02-28T10:00:00.000Z');
  assert.equal(new Date(minusMonths(D('2028-03-31T10:00:00Z'), 1)).toISOString(), '2028-02-29T10:00:00.000Z');
  assert.equal(new Date(minusMonths(D('2027-01-15T10:00:00Z'), 3)).toISOString(), '2026-10-15T10:00:00.000Z');
  assert.deepEqual(rangeOf('last 1 month', D('2027-03-31T10:00:00Z')), [
    '2027-02-28T10:00:00.000Z',
    '2027-03-31T10:00:00.000Z',
  ]);
});

test('previous period: same length for rolling windows, calendar month for months', () => {
  const [found] = findTimePhrases('last 7 days', NOW);
  assert.ok(found?.range);
  const prev = previousPeriod(found.range, undefined, NOW);
  assert.deepEqual([prev?.from, prev?.to], [NOW - 14 * 86_400_000, NOW - 7 * 86_400_000]);
  const [month] = findTimePhrases('last month', NOW);
  assert.ok(month?.range);
  const before = previousPeriod(month.range, undefined, NOW);
  assert.deepEqual([before?.from, before?.to], [D('2026-09-01'), D('2026-10-01')]);
});

test('"the week before" and "the previous 7 days" are markers, not ranges', () => {
  const found = findTimePhrases('last week vs the week before', NOW);
  assert.equal(found.length, 2);
  assert.deepEqual(found[1]?.previous, { n: null, unit: 'week' });
  assert.deepEqual(findTimePhrases('compared with the previous 7 days', NOW)[0]?.previous, {
    n: 7,
    unit: 'day',
  });
});

test('a weekend on a weekday is the last full Saturday and Sunday; the weekend before steps back a week', () => {
  const [found] = findTimePhrases('over the weekend', D('2026-11-18T12:00:00Z'));
  assert.deepEqual([found?.range?.from, found?.range?.to], [D('2026-11-14'), D('2026-11-16')]);
  assert.ok(found?.range);
  const prev = previousPeriod(found.range, { n: null, unit: 'week' }, NOW);
  assert.deepEqual([prev?.from, prev?.to], [D('2026-11-07'), D('2026-11-09')]);
  assert.equal(findTimePhrases('this weekend', D('2026-11-18T12:00:00Z')).length, 0);
});

test('parts of a month state the days they are read as; a rank is no date; two days are no span', () => {
  const part = findTimePhrases('in early november', NOW)[0];
  assert.match(part?.assumption ?? '', /days 1 to 10/);
  assert.equal(findTimePhrases('the 2nd most active user', NOW).length, 0);
  const two = findTimePhrases('on nov 1 and 15', NOW);
  assert.notEqual(two[0]?.range?.to, D('2026-11-16'));
  assert.deepEqual(
    two.map((f) => f.range?.from),
    [D('2026-11-01'), D('2026-11-15')],
  );
});

test('"grow from September to October" names two months; "from September to October" alone one stretch', () => {
  assert.equal(findTimePhrases('did signups grow from september to october', NOW).length, 2);
  assert.equal(findTimePhrases('signups from september to october', NOW).length, 1);
});

test('a bare "may" or "march" is not a month', () => {
  assert.equal(findTimePhrases('what may users do', NOW).length, 0);
  assert.equal(findTimePhrases('users march on', NOW).length, 0);
});

test('property: rolling phrases are half-open with from < to = now', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: Date.parse('2001-01-01'), max: Date.parse('2090-01-01') }),
      fc.integer({ min: 1, max: 500 }),
      fc.constantFrom('hours', 'days', 'weeks', 'months', 'years'),
      fc.constantFrom('last', 'past', 'in the last', 'over the past'),
      (now, n, unit, lead) => {
        const found = findTimePhrases(`${lead} ${n} ${unit}`, now)[0];
        assert.ok(found?.range);
        assert.equal(found.range.to, now);
        assert.ok(found.range.from !== null && found.range.from < now);
      },
    ),
  );
});

test('property: calendar phrases end at or before now and start before they end', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: Date.parse('2001-01-01'), max: Date.parse('2090-01-01') }),
      fc.constantFrom(
        'today',
        'yesterday',
        'this week',
        'last week',
        'this month',
        'last month',
        'this year',
        'last year',
        'in march',
        'on jan 1',
        'on 29 february',
      ),
      (now, phrase) => {
        const found = findTimePhrases(phrase, now)[0];
        if (!found?.range) return; // e.g. 29 February in a year without it
        assert.ok(found.range.from !== null && found.range.to !== null);
        // "today" at exactly 00:00 is the empty range [now, now)
        assert.ok(found.range.from < found.range.to || (found.range.from === now && found.range.to === now));
        assert.ok(found.range.from <= now);
      },
    ),
  );
});

test('property: parsing never throws on arbitrary text', () => {
  fc.assert(
    fc.property(
      fc.string({ maxLength: 500 }),
      fc.integer({ min: 0, max: Date.parse('2100-01-01') }),
      (s, now) => {
        const p = prepareQuestion(s, now);
        for (const f of p.times)
          assert.ok(!f.range || f.range.from === null || f.range.to === null || f.range.from < f.range.to);
      },
    ),
  );
});

test('number words of a repeat threshold become digits; other number words stay', () => {
  assert.equal(
    digitizeNumberWords('users who posted more than ten times'),
    'users who posted more than 10 times',
  );
  assert.equal(
    digitizeNumberWords('players with at least three purchases'),
    'players with at least 3 purchases',
  );
  assert.equal(digitizeNumberWords('customers with five or more orders'), 'customers with 5 or more orders');
  assert.equal(digitizeNumberWords('one of the songs'), 'one of the songs');
});

test('the week of a day, ISO week N, the day before yesterday, the day after a date, the first or last N days of a month, the end of a month', () => {
  // NOW is Saturday 2026-11-21
  assert.deepEqual(rangeOf('in the week of October 21'), [
    '2026-10-19T00:00:00.000Z',
    '2026-10-26T00:00:00.000Z',
  ]);
  assert.deepEqual(rangeOf('the week of Sep 28th (through Oct 4th)'), [
    '2026-09-28T00:00:00.000Z',
    '2026-10-05T00:00:00.000Z',
  ]);
  assert.deepEqual(rangeOf('in week 44'), ['2026-10-26T00:00:00.000Z', '2026-11-02T00:00:00.000Z']);
  assert.deepEqual(rangeOf('in ISO week 1 of 2026'), [
    '2025-12-29T00:00:00.000Z',
    '2026-01-05T00:00:00.000Z',
  ]);
  // week 50 of this year has not begun: the latest one that has
  assert.deepEqual(rangeOf('in week 50'), ['2025-12-08T00:00:00.000Z', '2025-12-15T00:00:00.000Z']);
  assert.deepEqual(rangeOf('the day before yesterday'), [
    '2026-11-19T00:00:00.000Z',
    '2026-11-20T00:00:00.000Z',
  ]);
  assert.deepEqual(rangeOf('the day after Nov 2'), ['2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z']);
  assert.deepEqual(rangeOf('the day before October 5th'), [
    '2026-10-04T00:00:00.000Z',
    '2026-10-05T00:00:00.000Z',
  ]);
  assert.deepEqual(rangeOf('in the first 10 days of November'), [
    '2026-11-01T00:00:00.000Z',
    '2026-11-11T00:00:00.000Z',
  ]);
  assert.deepEqual(rangeOf('the last 5 days of October'), [
    '2026-10-27T00:00:00.000Z',
    '2026-11-01T00:00:00.000Z',
  ]);
  const end = findTimePhrases('at the end of october', NOW)[0];
  assert.deepEqual([end?.range?.from, end?.range?.to], [D('2026-10-21'), D('2026-11-01')]);
  assert.match(end?.assumption ?? '', /days 21 to 31/);
});

test('a fixed holiday is its latest date; "this time last month" is stated; "the same day last week"; "since midnight"; Black Friday is no Friday', () => {
  assert.deepEqual(rangeOf('on Halloween'), ['2026-10-31T00:00:00.000Z', '2026-11-01T00:00:00.000Z']);
  assert.deepEqual(rangeOf('over Christmas'), ['2025-12-25T00:00:00.000Z', '2025-12-26T00:00:00.000Z']);
  const last = findTimePhrases('this time last month', NOW)[0];
  assert.deepEqual([last?.range?.from, last?.range?.to], [D('2026-10-01'), D('2026-10-21T09:00:00Z')]);
  assert.ok(last?.assumption);
  assert.deepEqual(rangeOf('on the same day last week'), [
    '2026-11-14T00:00:00.000Z',
    '2026-11-15T00:00:00.000Z',
  ]);
  assert.deepEqual(rangeOf('since midnight'), ['2026-11-21T00:00:00.000Z', '2026-11-21T09:00:00.000Z']);
  assert.equal(
    findTimePhrases(prepareQuestion('orders on Black Friday', NOW).text.toLowerCase(), NOW).length,
    0,
  );
});
