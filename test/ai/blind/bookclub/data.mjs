/* eslint-disable -- a blind round's file, kept as its author wrote it */
// Shelfwise — a social reading app with book clubs. Deterministic synthetic usage events.
const HOUR = 3_600_000,
  DAY = 24 * HOUR,
  MIN = 60_000;

export const EVENT_NAMES = [
  'session_start',
  'book_added',
  'chapter.read',
  'ReadingMinutesLogged',
  'Club Joined',
  'discussion-post',
  'review_submitted',
  'premium.upgrade',
  'streak_broken',
  'BookFinished',
  'invite-sent',
  'Profile Updated',
];

export const PERSONAS = {
  topReader: 'member_017', // reads nearly every day, many chapters and minutes
  churner: 'member_052', // very active early on, silent for the last ~50 days
  newcomer: 'member_458', // first event 3 days ago
  critic: 'member_233', // writes lots of reviews
  whale: 'member_310', // upgraded to premium several times (gifts)
  clubHost: 'member_144', // runs clubs, posts a lot in discussions
};
export const NOBODY = 'member_999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const N_USERS = 470;
const INCIDENT_DAYS_AGO = 23; // a sync outage: streaks wiped, minutes not logged

export function generateEvents(now) {
  const nowMs = Math.floor(+now / 1000) * 1000;
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY + MIN,
    latest = nowMs - 2 * MIN;
  const rnd = mulberry32(20261125);
  const ri = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    });
  };
  const hourPick = () => {
    const r = rnd();
    if (r < 0.4) return ri(19, 22); // evening reading
    if (r < 0.55) return ri(6, 8); // commute
    if (r < 0.7) return ri(12, 13); // lunch
    return ri(0, 23);
  };
  const incidentDay = today0 - INCIDENT_DAYS_AGO * DAY;

  for (let i = 1; i <= N_USERS; i++) {
    const id = `member_${String(i).padStart(3, '0')}`;
    // growth: join days skewed toward recent
    let startAgo = Math.floor(119 * Math.pow(rnd(), 0.75));
    startAgo = 119 - startAgo; // more users start recently
    startAgo = Math.max(1, Math.min(119, 119 - Math.floor(119 * Math.pow(rnd(), 1.4))));
    let endAgo = rnd() < 0.3 ? Math.max(0, startAgo - ri(10, 60)) : 0;
    let pActive = 0.08 + rnd() * 0.2;
    const clubber = rnd() < 0.45;
    let premium = rnd() < 0.16;
    let reviewRate = 0.35;
    let postRate = clubber ? 0.25 : 0.02;
    let upgrades = premium ? 1 : 0;
    if (id === PERSONAS.topReader) {
      startAgo = 119;
      endAgo = 0;
      pActive = 0.95;
      premium = true;
      upgrades = 1;
    }
    if (id === PERSONAS.churner) {
      startAgo = 118;
      endAgo = 50;
      pActive = 0.85;
    }
    if (id === PERSONAS.newcomer) {
      startAgo = 3;
      endAgo = 0;
      pActive = 1;
    }
    if (id === PERSONAS.critic) {
      startAgo = 100;
      endAgo = 0;
      pActive = 0.6;
      reviewRate = 3;
    }
    if (id === PERSONAS.whale) {
      startAgo = 90;
      endAgo = 0;
      pActive = 0.5;
      premium = true;
      upgrades = 5;
    }
    if (id === PERSONAS.clubHost) {
      startAgo = 110;
      endAgo = 0;
      pActive = 0.7;
      postRate = 3.5;
    }
    if (id === NOBODY) continue;

    const activeDays = [];
    for (let d = startAgo; d >= endAgo; d--) {
      const day0 = today0 - d * DAY;
      const wd = new Date(day0).getUTCDay();
      const weekend = wd === 0 || wd === 6 ? 1.5 : wd === 3 ? 0.8 : 1;
      if (d === startAgo || rnd() < pActive * weekend) activeDays.push(d);
    }
    if (id === PERSONAS.newcomer) ((activeDays.length = 0), activeDays.push(3, 2, 1));
    let joinedClub = false,
      streak = 0,
      lastDay = null;
    const upgradeDays = new Set();
    for (let k = 0; k < upgrades; k++)
      upgradeDays.add(activeDays[Math.min(activeDays.length - 1, ri(1, Math.max(1, activeDays.length - 1)))]);

    activeDays.forEach((d, idx) => {
      const day0 = today0 - d * DAY;
      let t = day0 + hourPick() * HOUR + ri(0, 59) * MIN + ri(0, 59) * 1000;
      const step = () => (t += ri(1, 9) * MIN + ri(0, 59) * 1000);
      if (lastDay !== null && lastDay - d > 1 && streak >= 3 && rnd() < 0.5)
        push(id, 'streak_broken', streak, t - 30 * MIN);
      streak = lastDay !== null && lastDay - d === 1 ? streak + 1 : 1;
      lastDay = d;
      push(id, 'session_start', 0, t);
      if (idx === 0 && rnd() < 0.5) {
        step();
        push(id, 'Profile Updated', 0, t);
      }
      if (idx === 0 || rnd() < 0.18) {
        step();
        push(id, 'book_added', 0, t);
      }
      if (clubber && !joinedClub && (idx === 0 || rnd() < 0.3)) {
        step();
        push(id, 'Club Joined', 0, t);
        joinedClub = true;
      } else if (clubber && rnd() < 0.02) {
        step();
        push(id, 'Club Joined', 0, t);
      }
      const chapters = ri(1, 3) + (id === PERSONAS.topReader ? 3 : 0);
      for (let c = 0; c < chapters; c++) {
        step();
        push(id, 'chapter.read', ri(8, 45), t);
      }
      const isIncident = day0 === incidentDay;
      if (!isIncident || rnd() < 0.1) {
        const logs = rnd() < 0.3 ? 2 : 1;
        for (let l = 0; l < logs; l++) {
          step();
          push(id, 'ReadingMinutesLogged', ri(5, id === PERSONAS.topReader ? 120 : 75), t);
        }
      }
      if (isIncident && streak >= 1 && rnd() < 0.8) {
        step();
        push(id, 'streak_broken', Math.max(2, streak + ri(0, 6)), t);
      }
      if (rnd() < 0.09 || (id === PERSONAS.topReader && rnd() < 0.2)) {
        step();
        push(id, 'BookFinished', ri(150, 700), t);
        if (rnd() < reviewRate) {
          step();
          push(id, 'review_submitted', ri(1, 5) > 1 ? ri(3, 5) : ri(1, 2), t);
        }
      }
      if (id === PERSONAS.critic && rnd() < 0.7) {
        step();
        push(id, 'review_submitted', ri(1, 4), t);
      }
      let posts = 0;
      let pr = postRate;
      while (rnd() < pr && posts < 6) {
        step();
        push(id, 'discussion-post', ri(12, 400), t);
        posts++;
        pr = postRate > 1 ? 0.6 : pr * 0.4;
      }
      if (rnd() < 0.03) {
        step();
        push(id, 'invite-sent', 0, t);
      }
      if (idx > 0 && rnd() < 0.01) {
        step();
        push(id, 'Profile Updated', 0, t);
      }
      if (upgradeDays.has(d)) {
        step();
        push(id, 'premium.upgrade', rnd() < 0.3 || id === PERSONAS.whale ? 39.99 : 4.99, t);
      }
    });
  }
  // live trickle: a few late-night readers right up to now
  const trickle = [
    [PERSONAS.topReader, 'ReadingMinutesLogged', 22, 2],
    ['member_201', 'session_start', 0, 7],
    ['member_201', 'chapter.read', 19, 11],
    ['member_377', 'session_start', 0, 26],
    ['member_377', 'ReadingMinutesLogged', 14, 38],
  ];
  for (const [u, n, v, m] of trickle) push(u, n, v, nowMs - m * MIN);
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
