// Blood-donation service: donor app + donation centres + a mobile blood-drive bus.
// Deterministic for a given `now` (mulberry32, fixed seed); all times are placed relative to now.

export const EVENT_NAMES = [
  'app_opened', // donor opened the app (value 0)
  'appointment.booked', // appointment booked (value = days ahead the slot is)
  'ScreeningPassed', // pre-donation screening passed (value = haemoglobin g/dL)
  'ScreeningFailed', // screening failed (value = haemoglobin g/dL)
  'donation_completed', // donation done (value = millilitres collected)
  'Donor Deferred', // donor deferred (value = deferral length in days)
  'reminder-sent', // reminder push/SMS sent (value 0)
  'referral.sent', // donor invited a friend (value 0)
  'reward_redeemed', // thank-you reward redeemed (value = points spent)
  'appointment-cancelled', // appointment cancelled (value 0)
  'BusCheckIn', // donor checked in at the mobile blood-drive bus (value 0)
  'Profile Updated', // profile edited (value 0)
];

export const PERSONAS = {
  topDonor: 'donor_1007', // plasma donor, weekly, opens the app all the time
  churner: 'donor_1013', // regular until ~50 days ago, then gone
  newcomer: 'donor_1449', // first event 3 days ago
  deferred: 'donor_1021', // keeps failing screening, deferred over and over
  referrer: 'donor_1033', // sends far more referrals than anyone
  rewardHunter: 'donor_1050', // redeems rewards after every donation
};
export const NOBODY = 'donor_9999';

const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;
export const INCIDENT_DAYS_AGO = 33; // the bus's fridge failed: a wave of cancellations and re-booking reminders

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rand = mulberry32(20261125);
  const pick = (arr) => arr[Math.floor(rand() * arr.length)];
  const today0 = Math.floor(now / DAY) * DAY;
  const latest = now - 2 * MIN,
    earliest = now - 120 * DAY + MIN;
  const out = [];
  const push = (userId, eventName, t, eventValue = 0) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };
  // a time on the day `d` days ago, hour drawn from a daytime-heavy curve
  const at = (d, lo = 7, hi = 21) => {
    const h = lo + (hi - lo) * ((rand() + rand()) / 2);
    return today0 - d * DAY + h * HOUR;
  };
  const weekdayOf = (d) => (new Date(today0 - d * DAY).getUTCDay() + 6) % 7; // 0 = Monday
  const dayFactor = (d) => [0.8, 0.85, 0.9, 0.95, 1.05, 1.5, 1.25][weekdayOf(d)];
  const growth = (d) => 0.65 + 0.55 * (1 - d / 120); // activity grows toward now

  const personaIds = new Set(Object.values(PERSONAS));
  const hb = (lo, hi) => Math.round((lo + (hi - lo) * rand()) * 10) / 10;

  function donorLife(id, o) {
    let nextEligible = o.start;
    let pending = null; // {day, bus}
    for (let d = o.start; d >= o.end; d--) {
      const f = dayFactor(d) * growth(d);
      let opens = 0;
      const po = o.act * f;
      if (rand() < po) opens++;
      if (rand() < po * 0.45) opens++;
      if (rand() < po * o.extraOpens) opens++;
      for (let i = 0; i < opens; i++) push(id, 'app_opened', at(d, 6, 23));
      if (rand() < 0.012) push(id, 'Profile Updated', at(d));
      if (rand() < o.refer * f) push(id, 'referral.sent', at(d));
      if (rand() < 0.0025) push(id, 'Donor Deferred', at(d), pick([28, 90, 180, 365])); // travel / tattoo questionnaire

      if (pending && pending.day === d) {
        const p = pending;
        pending = null;
        if (rand() < o.cancel) {
          push(id, 'appointment-cancelled', at(d, 6, 10));
          nextEligible = d - 1;
        } else {
          const t0 = at(d, 8, 18);
          if (p.bus) push(id, 'BusCheckIn', t0);
          if (rand() < o.pass) {
            push(id, 'ScreeningPassed', t0 + 10 * MIN, hb(12.5, 16.8));
            const plasma = o.plasma;
            const ml = plasma ? 600 + 10 * Math.floor(rand() * 29) : pick([450, 450, 450, 470, 470, 500]);
            if (rand() < o.complete) {
              push(id, 'donation_completed', t0 + (plasma ? 55 : 25) * MIN, ml);
              nextEligible = d - (plasma ? o.gap : 56);
            } else nextEligible = d - 3; // needle / vein trouble: no donation, rebook soon
            if (rand() < o.reward)
              push(
                id,
                'reward_redeemed',
                at(Math.max(o.end, d - 1 - Math.floor(rand() * 3))),
                pick([100, 120, 150, 200, 250, 300, 400, 500, 750]),
              );
          } else {
            push(id, 'ScreeningFailed', t0 + 10 * MIN, hb(10.2, 12.4));
            if (rand() < o.deferP) {
              const defer = pick(o.deferList);
              push(id, 'Donor Deferred', t0 + 14 * MIN, defer);
              nextEligible = d - defer;
            } else nextEligible = d - 2; // told to eat, hydrate and come back
          }
        }
        continue;
      }
      if (!pending && d <= nextEligible && d > o.end && rand() < o.book * f) {
        const ahead = 1 + Math.floor(rand() * 6);
        push(id, 'appointment.booked', at(d), ahead);
        pending = { day: d - ahead, bus: rand() < 0.3 };
        push(id, 'reminder-sent', today0 - (d - ahead + 1) * DAY + 18 * HOUR + Math.floor(rand() * 60) * MIN);
        if (rand() < 0.6)
          push(id, 'reminder-sent', today0 - (d - ahead) * DAY + 7 * HOUR + Math.floor(rand() * 30) * MIN);
      }
    }
  }

  const N = 460;
  for (let i = 0; i < N; i++) {
    const id = `donor_${1000 + i}`;
    const r = rand();
    let start = r < 0.3 ? 119 - Math.floor(rand() * 8) : Math.floor(112 * Math.pow(rand(), 1.25));
    let end = 0;
    if (rand() < 0.18) end = Math.max(0, Math.floor(start * rand() * 0.8));
    const o = {
      start,
      end,
      act: 0.14 + 0.55 * rand() * rand(),
      extraOpens: 0.1,
      book: 0.15 + 0.25 * rand(),
      complete: 0.92,
      deferP: 0.75,
      deferList: [7, 14, 28, 28, 56, 90],
      cancel: 0.18,
      pass: 0.86,
      plasma: rand() < 0.45,
      gap: 10 + Math.floor(rand() * 12),
      reward: 0.2,
      refer: 0.006,
    };
    if (personaIds.has(id)) {
      if (id === PERSONAS.topDonor)
        Object.assign(o, {
          start: 119,
          end: 0,
          act: 1.6,
          extraOpens: 0.9,
          book: 0.9,
          cancel: 0,
          pass: 1,
          plasma: true,
          gap: 6,
          reward: 0.6,
        });
      if (id === PERSONAS.churner)
        Object.assign(o, { start: 118, end: 50, act: 0.9, book: 0.5, cancel: 0.05, plasma: true, gap: 8 });
      if (id === PERSONAS.newcomer)
        Object.assign(o, { start: 3, end: 0, act: 0.9, book: 0.9, cancel: 0, pass: 1 });
      if (id === PERSONAS.deferred)
        Object.assign(o, {
          start: 119,
          end: 0,
          act: 0.5,
          book: 0.6,
          cancel: 0,
          pass: 0.15,
          plasma: false,
          deferP: 1,
          deferList: [3, 5, 7],
        });
      if (id === PERSONAS.referrer) Object.assign(o, { start: 116, end: 0, act: 1.1, refer: 0.45 });
      if (id === PERSONAS.rewardHunter)
        Object.assign(o, {
          start: 117,
          end: 0,
          act: 0.6,
          book: 0.6,
          cancel: 0,
          pass: 1,
          plasma: true,
          gap: 9,
          reward: 1,
        });
    }
    if (id === PERSONAS.newcomer) {
      // newcomer's first event is 3 days ago at 09:xx; guarantee it
      push(id, 'app_opened', today0 - 3 * DAY + 9 * HOUR + 17 * MIN);
    }
    donorLife(id, o);
  }

  // incident day: the bus's fridge failed, every bus slot was cancelled and re-booking reminders went out
  const ids = [...Array(N).keys()].map((i) => `donor_${1000 + i}`).filter((u) => !personaIds.has(u));
  for (let k = 0; k < 210; k++) {
    const u = ids[Math.floor(rand() * ids.length)];
    const t = today0 - INCIDENT_DAYS_AGO * DAY + (7 + 9 * rand()) * HOUR;
    push(u, 'appointment-cancelled', t);
    push(u, 'reminder-sent', t + (20 + 60 * rand()) * MIN);
  }
  // a steady trickle of app opens in the last 90 minutes so "today" is rarely empty
  for (let k = 0; k < 3; k++)
    push(ids[Math.floor(rand() * ids.length)], 'app_opened', now - (2.1 + 1.8 * rand()) * MIN);
  for (let k = 0; k < 12; k++)
    push(ids[Math.floor(rand() * ids.length)], 'app_opened', now - (3 + 90 * rand()) * MIN);

  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
