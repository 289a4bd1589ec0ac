// Bar-jukebox app: patrons queue songs with credits, venue managers run the boxes.
const HOUR = 3_600_000,
  DAY = 24 * HOUR;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const EVENT_NAMES = [
  'app_open',
  'venue.checkin',
  'song_queued',
  'credits.purchased',
  'SongSkipped',
  'SongLiked',
  'Playlist Saved',
  'volume-changed',
  'jukebox.offline_alert',
  'song-request-refunded',
];

export const PERSONAS = {
  topPatron: 'patron_0042', // queues far more songs than anyone
  churner: 'patron_0117', // regular who stopped coming about 52 days ago
  newcomer: 'patron_0455', // first seen 5 days ago
  whale: 'patron_0208', // buys the big credit packs
  refunder: 'patron_0300', // keeps getting song requests refunded
  busyManager: 'mgr_07', // fiddles with the volume constantly
};
export const NOBODY = 'patron_9999';

const pad = (n, w) => String(n).padStart(w, '0');
const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';

// UTC hour and ISO weekday (Mon..Sun) rhythm: venues in Europe and the Americas, late evenings busiest.
const HOUR_F = [
  1.3, 1.2, 1.0, 0.8, 0.5, 0.3, 0.2, 0.2, 0.2, 0.25, 0.3, 0.4, 0.5, 0.55, 0.6, 0.65, 0.75, 0.9, 1.1, 1.3, 1.6,
  2.3, 1.7, 1.5,
];
const WD_F = [0.6, 0.65, 0.8, 1.0, 1.5, 1.9, 1.05];

export function generateEvents(nowDate) {
  const rnd = mulberry32(20261125);
  const now = Math.floor(+nowDate / 1000) * 1000;
  const end = now - 120_000;
  const start = now - 120 * DAY;
  const span = end - start;
  const incident = Math.floor(now / DAY) * DAY - 38 * DAY;
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= start + 1000 && t <= end) events.push({ userId, eventName, eventValue, timestamp: iso(t) });
  };

  // patrons
  const patrons = [];
  for (let i = 1; i <= 460; i++) {
    const id = `patron_${pad(i, 4)}`;
    let join = rnd() < 0.4 ? start - DAY : start + span * Math.sqrt(rnd());
    let leave = rnd() < 0.18 ? join + (end - join) * (0.2 + 0.6 * rnd()) : Infinity;
    let w = Math.min(6, -Math.log(1 - rnd() * 0.999) + 0.2);
    let buy = 0.35;
    if (id === PERSONAS.topPatron) {
      join = start - DAY;
      leave = Infinity;
      w = 22;
    }
    if (id === PERSONAS.churner) {
      join = start + 3 * DAY;
      leave = now - 52 * DAY;
      w = 7;
    }
    if (id === PERSONAS.newcomer) {
      join = now - 5 * DAY;
      leave = Infinity;
      w = 9;
    }
    if (id === PERSONAS.whale) {
      join = start - DAY;
      leave = Infinity;
      w = 10;
      buy = 0.9;
    }
    if (id === PERSONAS.refunder) {
      join = start - DAY;
      leave = Infinity;
      w = 4;
    }
    patrons.push({ id, join, leave, w, buy });
  }
  const cum = [];
  let tot = 0;
  for (const p of patrons) {
    tot += p.w;
    cum.push(tot);
  }
  const pickPatron = (t) => {
    for (let k = 0; k < 40; k++) {
      const x = rnd() * tot;
      let lo = 0,
        hi = cum.length - 1;
      while (lo < hi) {
        const m = (lo + hi) >> 1;
        if (cum[m] < x) lo = m + 1;
        else hi = m;
      }
      const p = patrons[lo];
      if (t >= p.join && t < p.leave) return p;
    }
    return patrons[41];
  };

  const session = (p, t, incidentHour) => {
    push(p.id, 'app_open', 0, t);
    t += 20_000 + rnd() * 120_000;
    if (rnd() < 0.7) {
      push(p.id, 'venue.checkin', 0, t);
      t += 30_000 + rnd() * 200_000;
    }
    if (rnd() < p.buy) {
      const r = rnd();
      const v = p.id === PERSONAS.whale ? (r < 0.7 ? 19.99 : 9.99) : r < 0.5 ? 4.99 : r < 0.85 ? 9.99 : 19.99;
      push(p.id, 'credits.purchased', v, t);
      t += 20_000 + rnd() * 90_000;
    }
    const k = 1 + Math.floor(rnd() * 4);
    for (let j = 0; j < k; j++) {
      push(p.id, 'song_queued', rnd() < 0.25 ? 2 : 1, t);
      t += 40_000 + rnd() * 240_000;
      if (rnd() < 0.12) {
        push(p.id, 'SongSkipped', 10 + Math.floor(rnd() * 230), t);
        t += 20_000 + rnd() * 60_000;
      }
      if (rnd() < 0.25) {
        push(p.id, 'SongLiked', 0, t);
        t += 20_000 + rnd() * 60_000;
      }
    }
    if (rnd() < 0.08) {
      push(p.id, 'Playlist Saved', 3 + Math.floor(rnd() * 38), t);
      t += 30_000;
    }
    const refundP = incidentHour ? 0.7 : p.id === PERSONAS.refunder ? 0.4 : 0.012;
    if (rnd() < refundP)
      push(p.id, 'song-request-refunded', rnd() < 0.3 ? 2 : 1, t + 60_000 + rnd() * 300_000);
  };

  // managers
  const managers = [];
  for (let i = 1; i <= 28; i++) managers.push({ id: `mgr_${pad(i, 2)}`, w: i === 7 ? 22 : 0.5 + rnd() });
  const mcum = [];
  let mtot = 0;
  for (const m of managers) {
    mtot += m.w;
    mcum.push(mtot);
  }
  const pickMgr = () => {
    const x = rnd() * mtot;
    return managers[mcum.findIndex((c) => c >= x)];
  };

  const poisson = (lambda) => {
    let L = Math.exp(-lambda),
      k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };

  for (let h = Math.floor(start / HOUR) * HOUR + HOUR; h < end; h += HOUR) {
    const d = new Date(h);
    const hf = HOUR_F[d.getUTCHours()],
      wf = WD_F[(d.getUTCDay() + 6) % 7];
    const progress = (h - start) / span;
    const incidentHour = h >= incident + 16 * HOUR && h < incident + DAY;
    const n = poisson(1.55 * hf * wf * (0.55 + 0.9 * progress) * (incidentHour ? 4 : 1));
    for (let s = 0; s < n; s++) {
      const t = h + rnd() * HOUR;
      session(pickPatron(t), t, incidentHour);
    }
    const v = poisson(0.55 * hf * (0.8 + 0.4 * wf));
    for (let s = 0; s < v; s++)
      push(pickMgr().id, 'volume-changed', 10 + 5 * Math.floor(rnd() * 19), h + rnd() * HOUR);
    const off = incidentHour ? 6 : 0.06;
    const o = poisson(off);
    for (let s = 0; s < o; s++)
      push(
        pickMgr().id,
        'jukebox.offline_alert',
        1 + Math.floor(rnd() * (incidentHour ? 180 : 60)),
        h + rnd() * HOUR,
      );
  }
  // the newcomer's first nights
  for (const back of [5, 3, 1]) session(patrons[454], now - back * DAY + 2 * HOUR, false);
  // live tail: a session in progress right now
  session(pickPatron(now), now - 11 * 60_000, false);
  push(patrons[Math.floor(rnd() * 200)].id, 'app_open', 0, now - 125_000);

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
