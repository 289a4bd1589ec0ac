/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round, kept as its author wrote it */
// Blind round "mortgage": an online mortgage application portal used by home buyers and their
// brokers (prequalification, rate quotes and locks, fees, document uploads, appraisal
// scheduling, underwriting conditions, e-closing). Deterministic for a given `now`.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'portal_login', // value 0
  'prequal_started', // value 0
  'prequal.completed', // value = estimated credit score (560–830)
  'Rate Quote Viewed', // value 0
  'application-fee-paid', // value = fee paid in USD (application, credit report, appraisal, lock extension)
  'DocumentUploaded', // value = file size in MB
  'upload_failed', // value 0
  'appraisal.scheduled', // value = days from booking to the appraiser's visit
  'Rate Locked', // value = locked interest rate in percent (e.g. 6.375)
  'ConditionCleared', // value = days the underwriting condition was open
  'broker.message_sent', // value 0
  'eclose-signed', // value = pages signed in the e-closing package
];

export const PERSONAS = {
  topBroker: 'broker_07', // the busiest account by far, works every day
  churnedBroker: 'broker_22', // stopped using the portal 45 days ago
  churnedBuyer: 'buyer_1033', // applied, uploaded, booked an appraisal, then went silent 55 days ago
  topSpender: 'buyer_1188', // paid the most fees (lock extensions, re-appraisal)
  closer: 'buyer_1250', // went the whole way to e-closing about 10 days ago
  newcomer: 'buyer_1417', // first seen 3 days ago, active right now
};

export const NOBODY = 'buyer_1999';

function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Hour-of-day weights (UTC). Buyers are US evenings; brokers US business hours.
const HOURS = {
  buyer: [7, 6, 4, 2.5, 1.5, 0.8, 0.4, 0.3, 0.3, 0.4, 0.6, 1, 1.5, 2, 2.5, 3, 3.5, 4, 5, 6, 7, 8, 8.5, 8],
  broker: [
    0.3, 0.2, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1, 0.2, 0.3, 0.6, 1.2, 3, 5, 8, 15, 9, 7.5, 6, 5, 3, 1.5, 0.8, 0.5,
  ],
};
// Weekday weights, Monday first.
const WEEKDAYS = {
  buyer: [1.0, 1.1, 1.0, 0.95, 0.85, 0.8, 0.9],
  broker: [1.0, 1.3, 1.1, 1.05, 0.85, 0.12, 0.08],
};

export function generateEvents(now) {
  const N = Math.floor(+now / 1000) * 1000;
  const LATEST = N - 120_000;
  const EARLIEST = N - 120 * DAY + HOUR;
  const TODAY = Math.floor(N / DAY) * DAY;
  const WEEK0 = TODAY - ((new Date(TODAY).getUTCDay() + 6) % 7) * DAY; // this ISO week's Monday
  const INCIDENT = WEEK0 - 20 * DAY; // document-upload outage: the Tuesday three weeks back, 13:00–19:00 UTC
  const DIP = TODAY - 40 * DAY; // rates dropped: a rush of rate locks
  const rnd = mulberry32(0x6d6f7274);
  const out = [];
  let seq = 0;

  const emit = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t > LATEST || t < EARLIEST) return false;
    out.push({ userId, eventName, eventValue, t, seq: seq++ });
    return true;
  };
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (w) => {
    const total = w.reduce((s, x) => s + x, 0);
    let r = rnd() * total;
    for (let i = 0; i < w.length; i++) if ((r -= w[i]) < 0) return i;
    return w.length - 1;
  };
  const normal = () => {
    let s = 0;
    for (let i = 0; i < 6; i++) s += rnd();
    return (s - 3) / Math.sqrt(0.5);
  };
  const dayOf = (t) => Math.floor(t / DAY) * DAY;
  const wd = (t) => (new Date(t).getUTCDay() + 6) % 7;
  // A day on or after `t` that passes the weekday rhythm of `kind`.
  const snapDay = (t, kind) => {
    let d = dayOf(t);
    const w = WEEKDAYS[kind],
      max = Math.max(...w);
    for (let i = 0; i < 4; i++) {
      if (rnd() < w[wd(d)] / max) break;
      d += DAY;
    }
    return d;
  };
  const place = (day, kind) => day + pick(HOURS[kind]) * HOUR + int(0, 3599) * 1000;
  // A step `days` after t: on a plausible day and hour, strictly after t.
  const later = (t, days, kind) => {
    const x = place(snapDay(t + days * DAY, kind), kind);
    return x > t ? x : t + int(5, 120) * 60_000;
  };
  const mins = (t, a, b) => t + int(a, b) * 60_000 + int(0, 59) * 1000;
  const cents = (a, b) => Math.round((a + rnd() * (b - a)) * 100) / 100;

  const rateAt = (t) => {
    const x = Math.min(1, Math.max(0, (t - (N - 120 * DAY)) / (120 * DAY)));
    let r = 7.3 - 1.1 * x + 0.12 * normal();
    if (dayOf(t) === DIP) r -= 0.3;
    return Math.round(r * 8) / 8;
  };

  // Uploads: background failures, and the outage on INCIDENT day.
  const upload = (user, t, kind) => {
    const size = Math.round((0.2 + rnd() ** 2 * 14) * 10) / 10;
    if (dayOf(t) === INCIDENT && t >= INCIDENT + 13 * HOUR && t < INCIDENT + 19 * HOUR) {
      const tries = int(2, 4);
      let u = t;
      for (let i = 0; i < tries; i++) {
        emit(user, 'upload_failed', 0, u);
        u = mins(u, 1, 6);
      }
      if (rnd() < 0.7)
        emit(user, 'DocumentUploaded', size, INCIDENT + 19 * HOUR + int(0, 4 * 3600 - 1) * 1000);
      return;
    }
    if (rnd() < 0.05) emit(user, 'upload_failed', 0, t - int(60, 240) * 1000);
    emit(user, 'DocumentUploaded', size, t);
  };

  // ---- buyers ----------------------------------------------------------------------------
  function buyer(id, arrival, o = {}) {
    const cutoff = o.cutoff ?? Infinity;
    const E = (name, value, t) => (t <= cutoff ? emit(id, name, value, t) : false);
    const up = (t) => {
      if (t <= cutoff) upload(id, t, 'buyer');
    };
    let t = arrival;
    let end = t;
    E('portal_login', 0, t);
    t = mins(t, 1, 5);
    E('prequal_started', 0, t);
    const steps = [];
    if (!(o.force || rnd() < 0.82)) {
      if (rnd() < 0.3) E('prequal_started', 0, later(t, int(1, 6), 'buyer'));
      for (let i = int(0, 3), s = t; i > 0; i--) {
        s = later(s, int(1, 5), 'buyer');
        E('portal_login', 0, s);
      }
      return;
    }
    t = rnd() < 0.6 ? mins(t, 5, 40) : later(t, int(1, 3), 'buyer');
    E('prequal.completed', Math.max(560, Math.min(830, Math.round(715 + 45 * normal()))), t);
    const prequal = t;
    for (let i = int(1, 5), s = t; i > 0; i--) {
      s = later(s, int(0, 8), 'buyer');
      E('portal_login', 0, s);
      E('Rate Quote Viewed', 0, mins(s, 1, 10));
      end = Math.max(end, s);
    }
    if (o.force || rnd() < 0.62) {
      const tA = later(prequal, int(1, 12), 'buyer');
      E('portal_login', 0, tA - int(60, 600) * 1000);
      E('application-fee-paid', o.appFee ?? cents(300, 750), tA);
      if (o.force || rnd() < 0.8) E('application-fee-paid', cents(29.99, 64.99), mins(tA, 1, 4));
      end = Math.max(end, tA);
      // documents, in a few sittings
      let s = tA;
      for (let n = o.uploads ?? int(4, 16); n > 0;) {
        s = later(s, int(0, 6), 'buyer');
        E('portal_login', 0, s - int(30, 300) * 1000);
        for (let k = Math.min(n, int(1, 4)); k > 0; k--, n--) {
          up(s);
          s = mins(s, 1, 7);
        }
        end = Math.max(end, s);
      }
      let appraisal = null;
      if (o.force || rnd() < 0.8) {
        appraisal = later(tA, int(4, 14), 'buyer');
        E('appraisal.scheduled', int(3, 20), appraisal);
        if (o.force || rnd() < 0.9)
          E('application-fee-paid', o.appraisalFee ?? cents(450, 850), mins(appraisal, 1, 8));
        end = Math.max(end, appraisal);
      }
      let locked = null;
      if (!o.noLock && (o.force || rnd() < 0.85)) {
        locked = later(tA, int(1, 20), 'buyer');
        if (locked >= DIP - 12 * DAY && locked < DIP + 20 * DAY && rnd() < 0.85) {
          const rush = place(DIP, 'buyer');
          if (rush > tA) locked = rush;
        }
        if (locked > tA) {
          E('Rate Locked', rateAt(locked), locked);
          end = Math.max(end, locked);
          const ext = o.extensions ?? (rnd() < 0.1 ? 1 : 0);
          for (let i = 0, x = locked; i < ext; i++) {
            x = later(x, int(8, 15), 'buyer');
            E('application-fee-paid', o.extensionFee ?? cents(150, 400), x);
            end = Math.max(end, x);
          }
        } else locked = null;
      }
      if (appraisal && !o.noConditions) {
        let last = appraisal;
        for (let n = int(2, 8); n > 0; n--) {
          const c = later(appraisal, int(7, 35), 'buyer');
          E('ConditionCleared', int(1, 21), c);
          last = Math.max(last, c);
        }
        end = Math.max(end, last);
        if (locked && (o.force || rnd() < 0.7)) {
          const close = o.closeAt ?? later(last, int(3, 12), 'buyer');
          E('eclose-signed', int(38, 112), close);
          end = Math.max(end, close);
        }
      }
      if (o.extraFees)
        for (const [d, fee] of o.extraFees) E('application-fee-paid', fee, later(tA, d, 'buyer'));
    }
    // logins and messages to the broker over the whole journey
    for (let s = arrival; ;) {
      s = later(s, 1 + rnd() * 3, 'buyer');
      if (s > end + int(0, 10) * DAY) break;
      E('portal_login', 0, s);
      if (rnd() < 0.4) E('broker.message_sent', 0, mins(s, 1, 15));
    }
    steps.length = 0;
  }

  const special = new Set(['buyer_1033', 'buyer_1188', 'buyer_1250']);
  for (let n = 1001; n <= 1400; n++) {
    const id = `buyer_${n}`;
    if (special.has(id)) continue;
    // growth: arrivals ∝ 1 + 6x² over the window (x = 0 oldest, 1 newest)
    let x;
    do x = rnd();
    while (rnd() * 7 > 1 + 6 * x * x);
    const arrival = place(snapDay(N - 118 * DAY + x * 118 * DAY, 'buyer'), 'buyer');
    buyer(id, arrival);
  }
  // personas among the buyers
  buyer('buyer_1033', place(TODAY - 108 * DAY, 'buyer'), {
    force: true,
    noLock: true,
    uploads: 22,
    cutoff: TODAY - 56 * DAY,
  });
  emit('buyer_1033', 'portal_login', 0, TODAY - 55 * DAY + 16 * HOUR + 42 * 60_000 + 17_000);
  buyer('buyer_1188', place(TODAY - 95 * DAY, 'buyer'), {
    force: true,
    appFee: 795,
    appraisalFee: 925,
    extensions: 2,
    extensionFee: 375.5,
    uploads: 30,
    extraFees: [[40, 650]],
  });
  buyer('buyer_1250', place(TODAY - 80 * DAY, 'buyer'), {
    force: true,
    closeAt: TODAY - 10 * DAY + 15 * HOUR + 8 * 60_000 + 44_000,
  });
  {
    const a = TODAY - 3 * DAY + 19 * HOUR + 23 * 60_000 + 5_000;
    const id = 'buyer_1417';
    emit(id, 'portal_login', 0, a);
    emit(id, 'prequal_started', 0, a + 95_000);
    emit(id, 'prequal.completed', 781, a + 14 * 60_000);
    emit(id, 'Rate Quote Viewed', 0, a + 17 * 60_000);
    emit(id, 'portal_login', 0, a + DAY + 2 * HOUR);
    emit(id, 'Rate Quote Viewed', 0, a + DAY + 2 * HOUR + 4 * 60_000);
    emit(id, 'application-fee-paid', 495, a + DAY + 2 * HOUR + 20 * 60_000);
    emit(id, 'application-fee-paid', 42.5, a + DAY + 2 * HOUR + 22 * 60_000);
    for (let i = 0; i < 5; i++) emit(id, 'DocumentUploaded', 1.2 + i, a + 2 * DAY + HOUR + i * 180_000);
    emit(id, 'broker.message_sent', 0, a + 2 * DAY + HOUR + 20 * 60_000);
  }

  // ---- brokers ---------------------------------------------------------------------------
  for (let b = 1; b <= 40; b++) {
    const id = `broker_${String(b).padStart(2, '0')}`;
    const top = id === 'broker_07';
    // a few power brokers in clear tiers, then the long tail
    const tier = {
      broker_15: [1, 24, 30],
      broker_03: [1, 16, 21],
      broker_28: [1, 10, 13],
      broker_11: [1, 7, 10],
    }[id];
    const level = top ? 1 : tier ? tier[0] : 0.15 + rnd() * 0.3;
    let from = N - 120 * DAY,
      to = N;
    if (b >= 35) from = N - int(10, 60) * DAY; // brokers who joined recently
    if (id === 'broker_22') to = TODAY - 45 * DAY;
    else if (b === 12 || b === 29 || b === 31) to = N - int(20, 90) * DAY; // other quiet leavers
    for (let d = dayOf(from); d <= TODAY; d += DAY) {
      if (d < from - DAY || d >= to) continue;
      const grow = 0.4 + 1.0 * Math.min(1, Math.max(0, (d - (N - 120 * DAY)) / (120 * DAY)));
      const p = top ? 1 : (Math.min(1, level * grow * 1.2) * WEEKDAYS.broker[wd(d)]) / 1.3;
      if (rnd() >= p) continue;
      const n = top
        ? Math.round(int(30, 42) * (0.6 + 0.4 * WEEKDAYS.broker[wd(d)]))
        : tier
          ? Math.max(2, Math.round((int(tier[1], tier[2]) * WEEKDAYS.broker[wd(d)]) / 1.3))
          : int(2, Math.round(3 + level * 6));
      let s = place(d, 'broker');
      if (s >= to) continue;
      emit(id, 'portal_login', 0, s);
      for (let i = 1; i < n; i++) {
        s = rnd() < 0.35 ? place(d, 'broker') : mins(s, 1, 8);
        if (s >= to || dayOf(s) !== d) continue;
        const r = rnd();
        // broker_03 handles the paperwork for a big team: a third of its actions are uploads
        const docs = id === 'broker_03' ? 0.34 : 0;
        if (r < 0.42 - docs) emit(id, 'broker.message_sent', 0, s);
        else if (r < 0.64 - docs) emit(id, 'Rate Quote Viewed', 0, s);
        else if (r < 0.82) upload(id, s, 'broker');
        else emit(id, 'portal_login', 0, s);
      }
    }
  }
  emit('broker_22', 'portal_login', 0, TODAY - 45 * DAY + 17 * HOUR + 3 * 60_000 + 51_000);

  // ---- the outage: brokers and buyers retrying uploads ------------------------------------
  const seen = [
    ...new Set(out.filter((e) => e.t < INCIDENT && e.t >= INCIDENT - 7 * DAY).map((e) => e.userId)),
  ].sort();
  for (let i = 0; i < 260; i++) {
    const u = seen[int(0, seen.length - 1)];
    const t = INCIDENT + 13 * HOUR + int(0, 6 * 3600 - 1) * 1000;
    emit(u, 'upload_failed', 0, t);
    if (rnd() < 0.6) emit(u, 'broker.message_sent', 0, mins(t, 1, 20)); // "my upload keeps failing"
  }

  // ---- live tail: the portal is in use right now -----------------------------------------
  emit('broker_07', 'portal_login', 0, N - 130_000);
  emit('buyer_1417', 'Rate Quote Viewed', 0, N - 160_000);
  emit('buyer_1417', 'DocumentUploaded', 3.4, N - 190_000);
  emit('broker_07', 'broker.message_sent', 0, N - 220_000);
  emit('buyer_1417', 'portal_login', 0, N - 250_000);

  out.sort((a, b) => a.t - b.t || a.seq - b.seq);
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
