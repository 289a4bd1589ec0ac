// Race registration platform: runners sign up, browse and register for races, pay entry fees,
// collect race packs, start and finish (chip time), raise sponsorship; organisers publish races
// and issue refunds. Deterministic for a given `now` (mulberry32, fixed seed, times relative to now).

export const EVENT_NAMES = [
  'account_created', // runner account opened (value 0)
  'race.viewed', // race page viewed (value 0)
  'race.registered', // registration submitted (value = distance in km)
  'EntryFeePaid', // entry fee paid (value = fee in USD)
  'payment.failed', // card payment declined (value = attempted fee in USD)
  'Bib Transferred', // runner gave their bib to someone else (value 0)
  'race-pack-collected', // race pack / bib picked up at expo (value 0)
  'race_started', // chip crossed the start mat (value 0)
  'RaceFinished', // chip crossed the finish mat (value = chip time in minutes)
  'sponsorship_pledged', // pledge to a runner's fundraising page (value = pledge in USD)
  'Refund Issued', // organiser refunded an entry (value = refund in USD; user = organiser)
  'race-published', // organiser published a race (value = field size cap)
];

export const PERSONAS = {
  topRunner: 'rnr_0107',
  churner: 'rnr_0042',
  newcomer: 'rnr_0466',
  topFundraiser: 'rnr_0233',
  leadOrganiser: 'org_03',
  occasional: 'rnr_0318',
  clubCaptain: 'rnr_0150',
};
export const NOBODY = 'rnr_9999';

const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const RACES = [
  // [distance km, fee]
  [5, 30],
  [5, 35],
  [10, 45],
  [10, 50],
  [21.1, 85],
  [21.1, 95],
  [42.2, 140],
  [42.2, 165],
  [3, 20],
];

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(0x5eed2026);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const start = now - 120 * DAY + HOUR,
    end = now - 2 * MIN - 1000;
  const dayOf = (t) => Math.floor(t / DAY) * DAY;
  const incidentDay = dayOf(now) - 17 * DAY; // payment processor outage
  let stormDay = dayOf(now) - 38 * DAY; // race cancelled by storm: mass refunds (a Saturday)
  while (new Date(stormDay).getUTCDay() !== 6) stormDay -= DAY;
  const out = [];
  const churnStop = dayOf(now) - 55 * DAY;
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < start || t > end) return;
    if (userId === PERSONAS.churner && t >= churnStop) return;
    out.push({ userId, eventName, eventValue: Math.round(eventValue * 100) / 100, t });
  };
  // evening-heavy hour for browsing
  const browseHour = () => {
    const r = rnd();
    return r < 0.45
      ? 18 + Math.floor(rnd() * 4)
      : r < 0.75
        ? 11 + Math.floor(rnd() * 7)
        : Math.floor(rnd() * 24);
  };
  // next weekend day at least `min` days after t
  const raceDayAfter = (t, minDays) => {
    let d = dayOf(t) + (minDays + Math.floor(rnd() * 40)) * DAY;
    while (![0, 6].includes(new Date(d).getUTCDay())) d += DAY;
    return d;
  };

  const N = 470;
  for (let i = 1; i <= N; i++) {
    const id = `rnr_${String(i).padStart(4, '0')}`;
    // growth: first 130 already existed, the rest join more and more often
    let join,
      existing = i <= 130;
    if (existing) join = start + rnd() * 10 * DAY;
    else join = start + Math.pow((i - 130) / (N - 130), 0.6) * 115 * DAY + rnd() * 2 * DAY;
    let stop = end;
    let level = 0.35 + rnd() * rnd() * 1.8; // sessions per week factor
    if (rnd() < 0.2 && !existing) stop = join + (10 + rnd() * 50) * DAY;
    else if (rnd() < 0.18) stop = start + rnd() * 80 * DAY;
    let fundraiser = rnd() < 0.25;
    if (id === PERSONAS.topRunner) {
      level = 4.2;
      join = start + HOUR;
      stop = end;
      existing = true;
    }
    if (id === PERSONAS.churner) {
      level = 2.6;
      join = start + 2 * HOUR;
      stop = churnStop;
      existing = true;
    }
    if (id === PERSONAS.newcomer) {
      level = 3;
      join = dayOf(now) - 3 * DAY + 19 * HOUR;
      stop = end;
      existing = false;
    }
    if (id === PERSONAS.topFundraiser) {
      fundraiser = true;
      level = 1.4;
      join = start + 3 * HOUR;
      stop = end;
      existing = true;
    }
    if (id === PERSONAS.clubCaptain) {
      level = 2.8;
      join = start + 5 * HOUR;
      stop = end;
      existing = true;
      fundraiser = false;
    }
    if (id === PERSONAS.occasional) {
      level = 0.7;
      fundraiser = false;
    }
    if (join > end - HOUR) join = end - 3 * DAY;
    if (!existing) push(id, 'account_created', 0, join);
    // sessions
    let t = join + 5 * MIN;
    let firstSession = true;
    while (t < stop) {
      const d = dayOf(t);
      const tt = d + browseHour() * HOUR + rnd() * HOUR;
      const st = firstSession ? Math.max(tt, join + 2 * MIN) : tt;
      firstSession = false;
      if (st >= stop) break;
      const views = 1 + Math.floor(rnd() * 4);
      let s = st;
      for (let v = 0; v < views; v++) {
        push(id, 'race.viewed', 0, s);
        s += (1 + rnd() * 6) * MIN;
      }
      const regP = id === PERSONAS.topRunner ? 0.45 : 0.16;
      if (rnd() < regP) {
        const [km, fee] = pick(RACES);
        push(id, 'race.registered', km, s);
        s += (1 + rnd() * 3) * MIN;
        const failP = dayOf(s) === incidentDay ? 0.75 : 0.05;
        let paid = true;
        if (rnd() < failP) {
          push(id, 'payment.failed', fee, s);
          if (dayOf(s) === incidentDay)
            for (let r = Math.floor(rnd() * 3); r > 0; r--)
              push(id, 'payment.failed', fee, s + r * (2 + rnd() * 5) * MIN);
          if (rnd() < 0.7)
            s =
              dayOf(s) === incidentDay
                ? dayOf(s) + DAY + (8 + rnd() * 12) * HOUR
                : s + (2 + rnd() * 10) * MIN;
          else paid = false;
        }
        if (paid) {
          push(id, 'EntryFeePaid', fee, s);
          const rd = raceDayAfter(s, 7);
          const wasRefunded = rnd() < 0.03 || rd === stormDay;
          const org =
            rd === stormDay
              ? PERSONAS.leadOrganiser
              : `org_${String(1 + Math.floor(rnd() * 10)).padStart(2, '0')}`;
          if (wasRefunded) {
            push(
              org,
              'Refund Issued',
              fee,
              rd === stormDay ? stormDay + (9 + rnd() * 8) * HOUR : s + (1 + rnd() * 5) * DAY,
            );
          } else if (rnd() < 0.03) {
            push(id, 'Bib Transferred', 0, s + (2 + rnd() * 4) * DAY);
          } else {
            if (rnd() < 0.75) push(id, 'race-pack-collected', 0, rd - DAY + (10 + rnd() * 8) * HOUR);
            if (rnd() < 0.93) {
              const gun = rd + (7 + rnd() * rnd() * 2.5) * HOUR;
              push(id, 'race_started', 0, gun + rnd() * 15 * MIN);
              if (rnd() < 0.88) {
                const pace = 4.6 + rnd() * 3.2; // min per km
                const chip = Math.round(km * pace * 100) / 100;
                push(id, 'RaceFinished', chip, gun + chip * MIN);
              }
            }
          }
          if (fundraiser) {
            const k = id === PERSONAS.topFundraiser ? 14 + Math.floor(rnd() * 6) : Math.floor(rnd() * 5);
            for (let p = 0; p < k; p++) {
              push(
                id,
                'sponsorship_pledged',
                pick([10, 10, 20, 25, 25, 50, 50, 100, 250]),
                s + rnd() * (rd - s),
              );
            }
          }
        }
      }
      // next session: weekly rhythm, more Mon/Tue browsing
      const gap = (7 / (level * 2.2)) * (0.3 + rnd() * 1.4) * DAY;
      t += Math.max(gap, 0.4 * DAY);
    }
  }
  // organisers publish races
  for (let o = 1; o <= 10; o++) {
    const id = `org_${String(o).padStart(2, '0')}`;
    const every = id === PERSONAS.leadOrganiser ? 4 : 9 + o;
    for (let t = start + rnd() * every * DAY; t < end; t += every * DAY * (0.6 + rnd() * 0.8)) {
      push(id, 'race-published', pick([300, 500, 800, 1000, 2500, 5000]), dayOf(t) + (9 + rnd() * 8) * HOUR);
    }
  }
  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace(/\.\d{3}Z$/, 'Z'),
  }));
}
