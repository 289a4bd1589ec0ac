// Blind round "library": a public library's member app (catalogue search, e-book and audiobook
// loans, renewals, holds, returns, late fees, library programs, title ratings).
// Deterministic: a fixed-seed mulberry32 PRNG; every day is laid out on UTC day boundaries
// relative to `now`, so hour-of-day and weekday patterns do not depend on the time of day.

export const EVENT_NAMES = [
  'app_open', // value 0
  'catalog_search', // value: number of results returned
  'ebook_borrowed', // value: loan period in days (7, 14 or 21)
  'audiobook_borrowed', // value: runtime of the audiobook in minutes
  'loan_renewed', // value: days added to the loan (7 or 14)
  'hold_placed', // value: position in the hold queue when placed
  'item_returned', // value: days the item was kept before an early return
  'late_fee_paid', // value: amount paid in US dollars
  'ProgramRegistered', // value: number of seats booked for a library program (1-4)
  'TitleRated', // value: star rating 1-5
  'member_signup', // value 0 (a new library card registered in the app)
];

export const PERSONAS = {
  bookworm: 'bookworm_ava', // most active member overall; borrows ~3 e-books a day
  holds: 'holds_hana', // places ~3 holds a day; second most active
  critic: 'critic_cleo', // rates several titles a day, harsh ratings (mostly 1-2 stars)
  audio: 'audio_raj', // audiobooks only: never borrows an e-book
  programs: 'events_eli', // registers for library programs almost every other day
  fines: 'fines_fred', // pays a late fee most days he is active; top fee payer
  lapsed: 'lapsed_lou', // very active in the first ~45 days of the window, then gone
  newbie: 'newbie_nia', // signed up 5 days ago, active daily since; never paid a fee
};

export const NOBODY = 'patron_9999';

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY = 86_400_000;
const HOUR_WEIGHTS = [
  1, 0.6, 0.4, 0.3, 0.3, 0.4, 0.8, 1.5, 2, 2.2, 2.4, 2.5, 2.8, 2.6, 2.4, 2.4, 2.6, 3, 3.4, 3.9, 5.5, 4.1, 3,
  1.8,
];
const WEEKDAY_FACTOR = [1.0, 0.95, 1.0, 1.05, 0.9, 1.25, 1.55]; // Monday .. Sunday
const WINDOW_DAYS = 120;

export function generateEvents(now) {
  const nowMs = +now;
  // Every member draws from their own stream, so one member's weekday-dependent draws do not
  // shift anybody else's behaviour.
  let rnd = mulberry32(0x11b7a7);
  const streamFor = (key) => {
    rnd = mulberry32((0x11b7a7 ^ Math.imul(key + 1, 0x9e3779b1)) >>> 0);
  };
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - WINDOW_DAYS * DAY + 60_000;
  const latest = nowMs - 180_000;
  const events = [];

  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const hourTotal = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
  const hour = () => {
    let x = rnd() * hourTotal;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_WEIGHTS[h];
      if (x < 0) return h;
    }
    return 23;
  };
  const dayMs = (k) => today - (WINDOW_DAYS - k) * DAY; // k = 0 .. 120 (120 = today)
  const weekdayOf = (ms) => (new Date(ms).getUTCDay() + 6) % 7;
  const growth = (k) => 0.8 + 0.4 * (k / WINDOW_DAYS);

  // Values with a meaning.
  const searchResults = () => Math.floor(rnd() ** 2 * 320);
  const loanDays = () => pick([7, 14, 14, 21]);
  const runtime = () => int(95, 1800);
  const renewDays = () => pick([7, 14, 14]);
  const queuePos = () => 1 + Math.floor(rnd() ** 2 * 60);
  const daysKept = () => int(1, 28);
  const rating = () => pick([1, 2, 3, 3, 4, 4, 4, 5, 5, 5]);
  const harshRating = () => pick([1, 1, 1, 2, 2, 2, 2, 3]);
  const seats = () => pick([1, 1, 1, 2, 2, 3, 4]);
  const fee = (big = 0) => {
    const overdue = Math.round((0.1 * int(1, 30) + (rnd() < 0.08 + big ? 12 + rnd() * 23 : 0)) * 100) / 100;
    return overdue;
  };

  // One session: a list of [eventName, value] played out from a start time.
  function session(userId, k, steps) {
    let t = dayMs(k) + hour() * 3_600_000 + int(0, 59) * 60_000 + int(0, 59) * 1000;
    for (const [name, value] of steps) {
      if (t >= earliest && t <= latest) {
        events.push({
          userId,
          eventName: name,
          eventValue: value,
          timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
        });
      }
      t += int(20, 420) * 1000;
    }
  }

  // ---- regular members ----
  for (let i = 0; i < 455; i++) {
    streamFor(i);
    const userId = `patron_${1001 + i * 7 + (i % 5)}`;
    const r = rnd();
    const ebookShare = r < 0.55 ? 0.85 : r < 0.8 ? 0.2 : 0.5;
    const p = 0.04 + 0.26 * rnd() ** 1.5;
    const isNew = rnd() < 0.3;
    const start = isNew ? int(3, 119) : 0;
    const churns = rnd() < 0.15;
    const end = churns ? Math.min(WINDOW_DAYS, start + int(10, 80)) : WINDOW_DAYS;
    let first = true;
    // Trends: audiobooks gain on e-books, renewals and ratings grow over the window.
    for (let k = start; k <= end; k++) {
      const chance = p * WEEKDAY_FACTOR[weekdayOf(dayMs(k))] * growth(k);
      if (!(first && isNew) && rnd() >= chance) continue;
      const steps = [];
      if (first && isNew) steps.push(['member_signup', 0]);
      first = false;
      steps.push(['app_open', 0]);
      const searches = 1 + (rnd() < 0.5) + (rnd() < 0.2);
      for (let s = 0; s < searches; s++) steps.push(['catalog_search', searchResults()]);
      if (rnd() < 0.15) steps.push(['hold_placed', queuePos()]);
      if (rnd() < 0.45) {
        if (rnd() < ebookShare * (1.15 - (0.35 * k) / WINDOW_DAYS))
          steps.push(['ebook_borrowed', loanDays()]);
        else steps.push(['audiobook_borrowed', runtime()]);
      }
      if (rnd() < 0.05 + (0.1 * k) / WINDOW_DAYS) steps.push(['loan_renewed', renewDays()]);
      if (rnd() < 0.18) steps.push(['item_returned', daysKept()]);
      if (rnd() < 0.025) steps.push(['late_fee_paid', fee()]);
      if (rnd() < 0.11 + (0.08 * k) / WINDOW_DAYS) steps.push(['TitleRated', rating()]);
      if (rnd() < 0.03) steps.push(['ProgramRegistered', seats()]);
      session(userId, k, steps);
    }
  }

  // ---- personas ----
  const repeat = (n, f) => Array.from({ length: n }, f);
  const personaDays = (key, fn) => {
    streamFor(1000 + key);
    for (let k = 0; k <= WINDOW_DAYS; k++) fn(k);
  };

  // bookworm_ava: every day, two sessions (4 searches, 3 e-books, 2 app opens a day); rates a
  // title every other day and pays a small late fee every fourth day.
  personaDays(1, (k) => {
    session('bookworm_ava', k, [
      ['app_open', 0],
      ['catalog_search', searchResults()],
      ['catalog_search', searchResults()],
      ['ebook_borrowed', loanDays()],
      ['ebook_borrowed', loanDays()],
      ...(rnd() < 0.7 ? [['loan_renewed', renewDays()]] : []),
    ]);
    session('bookworm_ava', k, [
      ['app_open', 0],
      ['catalog_search', searchResults()],
      ['catalog_search', searchResults()],
      ['ebook_borrowed', loanDays()],
      ['item_returned', daysKept()],
      ...(rnd() < 0.6 ? [['item_returned', daysKept()]] : []),
      ...(k % 2 === 0 ? [['TitleRated', rating()]] : []),
      ...(k % 4 === 1 ? [['late_fee_paid', fee()]] : []),
    ]);
  });

  // holds_hana: every day; a late fee every third day.
  personaDays(2, (k) => {
    session('holds_hana', k, [
      ['app_open', 0],
      ['catalog_search', searchResults()],
      ['catalog_search', searchResults()],
      ['hold_placed', queuePos()],
      ['hold_placed', queuePos()],
      ['hold_placed', queuePos()],
      ...(rnd() < 0.8 ? [['ebook_borrowed', loanDays()]] : []),
      ...(rnd() < 0.5 ? [['item_returned', daysKept()]] : []),
      ...(k % 3 === 2 ? [['late_fee_paid', fee(0.1)]] : []),
    ]);
  });

  // critic_cleo: most days, three harsh ratings a day.
  personaDays(3, (k) => {
    if (rnd() < 0.85) {
      session('critic_cleo', k, [
        ['app_open', 0],
        ['catalog_search', searchResults()],
        ...repeat(3, () => ['TitleRated', harshRating()]),
        ...(rnd() < 0.6 ? [['ebook_borrowed', loanDays()]] : []),
        ...(rnd() < 0.5 ? [['item_returned', daysKept()]] : []),
      ]);
    }
  });

  // audio_raj: audiobooks only.
  personaDays(4, (k) => {
    if (rnd() < 0.8) {
      session('audio_raj', k, [
        ['app_open', 0],
        ['catalog_search', searchResults()],
        ['audiobook_borrowed', runtime()],
        ...(rnd() < 0.5 ? [['audiobook_borrowed', runtime()]] : []),
        ['item_returned', daysKept()],
        ...(rnd() < 0.3 ? [['loan_renewed', renewDays()]] : []),
      ]);
    }
  });

  // events_eli: library programs.
  personaDays(5, (k) => {
    if (rnd() < 0.7) {
      session('events_eli', k, [
        ['app_open', 0],
        ['catalog_search', searchResults()],
        ['ProgramRegistered', seats()],
        ['ProgramRegistered', seats()],
        ...(rnd() < 0.3 ? [['TitleRated', rating()]] : []),
      ]);
    }
  });

  // fines_fred: a late fee every day he shows up.
  personaDays(6, (k) => {
    if (rnd() < 0.6) {
      session('fines_fred', k, [
        ['app_open', 0],
        ['catalog_search', searchResults()],
        ...(rnd() < 0.5 ? [['ebook_borrowed', loanDays()]] : []),
        ['item_returned', daysKept()],
        ['late_fee_paid', fee(0.15)],
      ]);
    }
  });

  // lapsed_lou: first 45 days only.
  personaDays(7, (k) => {
    if (k < 45 && rnd() < 0.9) {
      session('lapsed_lou', k, [
        ['app_open', 0],
        ['catalog_search', searchResults()],
        ['catalog_search', searchResults()],
        ['audiobook_borrowed', runtime()],
        ['ebook_borrowed', loanDays()],
        ['TitleRated', rating()],
      ]);
    }
  });

  // newbie_nia: signed up 5 days ago, daily since; never pays a fee.
  personaDays(8, (k) => {
    if (k >= WINDOW_DAYS - 5 && k < WINDOW_DAYS) {
      session('newbie_nia', k, [
        ...(k === WINDOW_DAYS - 5 ? [['member_signup', 0]] : []),
        ['app_open', 0],
        ['catalog_search', searchResults()],
        ['catalog_search', searchResults()],
        ['hold_placed', queuePos()],
        ['ebook_borrowed', loanDays()],
        ['audiobook_borrowed', runtime()],
        ['TitleRated', rating()],
      ]);
    }
  });

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
