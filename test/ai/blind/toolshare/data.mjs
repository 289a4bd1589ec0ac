// Toolshare: a neighbourhood tool-lending library. Deterministic synthetic events.
const DAY = 86_400_000,
  HOUR = 3_600_000;

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
  'tool_borrowed',
  'tool.returned',
  'LateReturn',
  'Damage Report',
  'dues-paid',
  'reservation_made',
  'reservation.cancelled',
  'VolunteerShiftLogged',
  'Workshop Signup',
  'member_joined',
  'tool.searched',
  'app_opened',
];

export const PERSONAS = {
  topBorrower: 'member_007',
  churner: 'member_113',
  newcomer: 'member_461',
  volunteer: 'member_240',
  clumsy: 'member_333',
};
export const NOBODY = 'member_999';

const N_USERS = 460;
const INCIDENT_AGO = 37; // inventory sync outage: searches and cancellations spike
const WEEKDAY_FACTOR = [1.0, 0.75, 0.8, 0.85, 0.9, 1.1, 1.7, 1.35]; // by getUTCDay: Sun..Sat
const HOUR_W = [0, 0, 0, 0, 0, 0, 0, 1, 3, 4, 4, 4, 5, 4, 4, 5, 6, 8, 9, 8, 6, 4, 2, 1];
const HOUR_SUM = HOUR_W.reduce((a, b) => a + b, 0);

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(0x70015);
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const out = [];
  const pickHour = () => {
    let x = rnd() * HOUR_SUM;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_W[h];
      if (x < 0) return h;
    }
    return 18;
  };
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };

  for (let u = 1; u <= N_USERS + 1; u++) {
    const id = `member_${String(u).padStart(3, '0')}`;
    // join: 38% were members before the window; the rest join over time (growth)
    let joinAgo = rnd() < 0.38 ? 130 : Math.floor(3 + Math.pow(rnd(), 0.8) * 116);
    let rate = 0.12 + Math.pow(rnd(), 1.6) * 0.7;
    let leaveAgo = rnd() < 0.16 ? Math.floor(rnd() * 100) : -1;
    let borrowP = 0.35 + rnd() * 0.3;
    let damageP = 0.03;
    const volunteer = rnd() < 0.12;
    let volHours = [1.5, 2, 3, 4][Math.floor(rnd() * 4)];
    const duesBase = [15, 15, 15, 25, 25, 40][Math.floor(rnd() * 6)];
    if (id === 'member_007') {
      joinAgo = 130;
      rate = 1.6;
      leaveAgo = -1;
      borrowP = 0.95;
    }
    if (id === 'member_113') {
      joinAgo = 130;
      rate = 1.1;
      leaveAgo = 45;
      borrowP = 0.7;
    }
    if (id === 'member_461') {
      joinAgo = 6;
      rate = 1.2;
      leaveAgo = -1;
      borrowP = 0.6;
    }
    if (id === 'member_240') {
      joinAgo = 130;
      rate = 0.6;
      leaveAgo = -1;
      volHours = 4;
    }
    if (id === 'member_333') {
      joinAgo = 130;
      rate = 0.7;
      leaveAgo = -1;
      damageP = 0.55;
      borrowP = 0.8;
    }
    const isVol = volunteer || id === 'member_240';

    const joinT = today - joinAgo * DAY + pickHour() * HOUR + Math.floor(rnd() * 3600) * 1000;
    if (joinAgo < 125) push(id, 'member_joined', 0, joinT);
    // dues: every 30 days from joining
    for (let k = 0; ; k++) {
      const t = joinT + k * 30 * DAY + 600_000 + Math.floor(rnd() * 7200) * 1000;
      if (t > nowMs) break;
      if (leaveAgo >= 0 && t > today - leaveAgo * DAY) break;
      const donation = rnd() < 0.3 ? Math.round(rnd() * 2000) / 100 : 0;
      push(id, 'dues-paid', Math.round((duesBase + donation) * 100) / 100, t);
    }

    const start = Math.min(joinAgo, 121);
    for (let ago = start; ago >= 0; ago--) {
      if (leaveAgo >= 0 && ago < leaveAgo) break;
      const d0 = today - ago * DAY;
      const wd = new Date(d0).getUTCDay();
      const growth = 0.8 + 0.4 * (1 - ago / 120);
      const incident = ago === INCIDENT_AGO;
      let p = rate * 0.45 * WEEKDAY_FACTOR[wd] * growth;
      if (ago === joinAgo) p = 1;
      // volunteer shifts on Wednesdays and Saturdays
      if (isVol && (wd === 3 || wd === 6) && rnd() < (id === 'member_240' ? 0.95 : 0.45)) {
        push(
          id,
          'VolunteerShiftLogged',
          volHours + Math.floor(rnd() * 5) * 0.25,
          d0 + (9 + Math.floor(rnd() * 6)) * HOUR + Math.floor(rnd() * 3600) * 1000,
        );
      }
      let sessions = 0;
      while (sessions < 3 && rnd() < p) {
        sessions++;
        p *= 0.45;
      }
      for (let s = 0; s < sessions; s++) {
        let t = d0 + pickHour() * HOUR + Math.floor(rnd() * 3600) * 1000;
        if (ago === joinAgo && t < joinT) t = joinT + 60_000;
        push(id, 'app_opened', 0, t);
        const searches = Math.floor(rnd() * 3) + (incident ? 4 : 0);
        for (let i = 0; i < searches; i++) {
          t += (20 + Math.floor(rnd() * 200)) * 1000;
          push(id, 'tool.searched', 1 + Math.floor(rnd() * 40), t);
        }
        if (rnd() < 0.25 || incident) {
          t += (30 + Math.floor(rnd() * 300)) * 1000;
          push(id, 'reservation_made', 0, t);
          if (rnd() < (incident ? 0.8 : 0.08))
            push(id, 'reservation.cancelled', 0, t + (600 + Math.floor(rnd() * 20000)) * 1000);
        }
        if (rnd() < borrowP) {
          t += (30 + Math.floor(rnd() * 300)) * 1000;
          const loan = [3, 7, 7, 14][Math.floor(rnd() * 4)];
          push(id, 'tool_borrowed', loan, t);
          const late = rnd() < 0.14 ? 1 + Math.floor(rnd() * 9) : 0;
          const back = t + (loan + late) * DAY - Math.floor(rnd() * 20) * HOUR;
          push(id, 'tool.returned', loan + late, back);
          if (late) push(id, 'LateReturn', late, back + 5000);
          if (rnd() < damageP)
            push(
              id,
              'Damage Report',
              1 + Math.floor(rnd() * 5),
              back + 60_000 + Math.floor(rnd() * 600) * 1000,
            );
        }
        if (rnd() < 0.035) {
          t += 90_000;
          push(id, 'Workshop Signup', 1 + Math.floor(rnd() * 3), t);
        }
      }
    }
  }
  out.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
