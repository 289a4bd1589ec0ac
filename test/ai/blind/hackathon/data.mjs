// Hackforge — a platform that runs online hackathons. Deterministic synthetic usage events.
const DAY = 86_400_000;

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
  'user_registered', // value 0
  'team.created', // value: team size cap chosen (3–5)
  'TeamJoined', // value 0
  'Project Submitted', // value: number of commits in the submitted repo
  'score-submitted', // value: judge's score, 1–100
  'office_hours.booked', // value: minutes booked with a mentor (15/30/45/60)
  'PrizeAwarded', // value: prize amount in USD
  'sponsorship.paid', // value: sponsorship payment in USD
  'participant_withdrew', // value 0
  'chat.joined', // value 0
  'Message Posted', // value: message length in characters
  'demo-viewed', // value: seconds of the demo video watched
];

export const PERSONAS = {
  champion: 'user_007', // the most active hacker, chatting right now
  churner: 'user_113', // very active early on, withdrew ~70 days ago, never back
  newcomer: 'user_388', // registered three days ago
  headJudge: 'judge_03', // scores far more submissions than the other judges
  mentor: 'mentor_11', // a busy mentor
  bigSponsor: 'sponsor_02', // pays the largest sponsorships
};
export const NOBODY = 'user_999';

const pick = (rnd, weights) => {
  const total = weights.reduce((s, [, w]) => s + w, 0);
  let x = rnd() * total;
  for (const [n, w] of weights) {
    x -= w;
    if (x < 0) return n;
  }
  return weights[weights.length - 1][0];
};
const poisson = (rnd, lambda) => {
  const L = Math.exp(-lambda);
  let k = 0,
    p = 1;
  do {
    k++;
    p *= rnd();
  } while (p > L);
  return k - 1;
};

const MIX = {
  participant: [
    ['Message Posted', 45],
    ['demo-viewed', 12],
    ['office_hours.booked', 6],
    ['TeamJoined', 3],
    ['team.created', 1],
    ['Project Submitted', 5],
    ['chat.joined', 3],
  ],
  judge: [
    ['score-submitted', 60],
    ['demo-viewed', 25],
    ['Message Posted', 15],
  ],
  mentor: [
    ['Message Posted', 70],
    ['demo-viewed', 30],
  ],
  sponsor: [
    ['sponsorship.paid', 12],
    ['PrizeAwarded', 30],
    ['Message Posted', 35],
    ['demo-viewed', 23],
  ],
};
// hour-of-day weights (UTC): evenings in Europe / afternoons in the Americas are busiest
const HOURS = Array.from({ length: 24 }, (_, h) => [
  h,
  h < 6 ? 1 : h < 12 ? 2 + (h - 6) * 0.5 : h <= 20 ? 6 + (h === 18 ? 3 : 0) : 3,
]);

export function generateEvents(nowDate) {
  const now = Math.floor(+nowDate / 1000) * 1000;
  const today = Math.floor(now / DAY) * DAY;
  const earliest = now - 120 * DAY,
    latest = now - 120_000;
  const rnd = mulberry32(20261129);
  const pad = (n, w) => String(n).padStart(w, '0');

  const people = [];
  for (let i = 1; i <= 420; i++) {
    const id = `user_${pad(i, 3)}`;
    const start = Math.floor(118 * (1 - Math.sqrt(rnd()))); // days back; newer sign-ups are more common
    const drop = rnd() < 0.27 ? Math.max(-1, start - Math.floor(4 + rnd() * 45)) : -1;
    people.push({ id, role: 'participant', start, end: drop, rate: 0.25 + rnd() * rnd() * 2.6 });
  }
  for (let i = 1; i <= 24; i++)
    people.push({
      id: `judge_${pad(i, 2)}`,
      role: 'judge',
      start: 100 + Math.floor(rnd() * 19),
      end: -1,
      rate: 0.7 + rnd() * 1.2,
    });
  for (let i = 1; i <= 18; i++)
    people.push({
      id: `mentor_${pad(i, 2)}`,
      role: 'mentor',
      start: 95 + Math.floor(rnd() * 24),
      end: -1,
      rate: 0.5 + rnd() * 1.0,
    });
  for (let i = 1; i <= 10; i++)
    people.push({
      id: `sponsor_${pad(i, 2)}`,
      role: 'sponsor',
      start: 90 + Math.floor(rnd() * 29),
      end: -1,
      rate: 0.25 + rnd() * 0.3,
    });
  const P = Object.fromEntries(people.map((p) => [p.id, p]));
  Object.assign(P.user_007, { start: 118, end: -1, rate: 7 });
  Object.assign(P.user_113, { start: 112, end: 70, rate: 4 });
  Object.assign(P.user_388, { start: 3, end: -1, rate: 5 });
  Object.assign(P.judge_03, { start: 117, rate: 6 });
  Object.assign(P.mentor_11, { start: 116, rate: 4 });
  Object.assign(P.sponsor_02, { start: 115, rate: 0.8 });

  const events = [];
  const push = (userId, eventName, t, v) => {
    if (t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue: v, t });
  };
  const valueOf = (name, who) => {
    switch (name) {
      case 'team.created':
        return 3 + Math.floor(rnd() * 3);
      case 'Project Submitted':
        return 5 + Math.floor(rnd() * rnd() * 220);
      case 'score-submitted':
        return Math.min(100, Math.max(1, Math.round(35 + rnd() * 45 + rnd() * 20)));
      case 'office_hours.booked':
        return [15, 30, 30, 45, 60][Math.floor(rnd() * 5)];
      case 'PrizeAwarded':
        return 50 * (2 + Math.floor(rnd() * rnd() * 60));
      case 'sponsorship.paid':
        return (who === 'sponsor_02' ? 10000 : 1000) + 500 * Math.floor(rnd() * 19);
      case 'Message Posted':
        return 4 + Math.floor(rnd() * rnd() * 480);
      case 'demo-viewed':
        return 10 + Math.floor(rnd() * 590);
      default:
        return 0;
    }
  };
  const timeIn = (day) => {
    const h = pick(rnd, HOURS);
    return day + h * 3_600_000 + Math.floor(rnd() * 3600) * 1000;
  };
  const INCIDENT = 33; // chat outage: everyone reconnects, nobody can post

  for (const p of people) {
    for (let d = p.start; d >= 0; d--) {
      if (p.end >= 0 && d < p.end) break;
      const day = today - d * DAY;
      const wd = new Date(day).getUTCDay(); // 0 Sun … 6 Sat
      const weekly = wd === 6 || wd === 0 ? 1.9 : wd === 5 ? 1.3 : wd === 2 || wd === 3 ? 0.75 : 1;
      const growth = 0.7 + (0.8 * (119 - d)) / 119;
      if (d === p.start) {
        const t = timeIn(day);
        if (p.role === 'participant') {
          push(p.id, 'user_registered', t, 0);
          push(p.id, 'chat.joined', t + 60_000 + Math.floor(rnd() * 600) * 1000, 0);
          const t2 = t + Math.floor(1 + rnd() * 20) * 3_600_000;
          if (rnd() < 0.3) push(p.id, 'team.created', t2, valueOf('team.created'));
          else push(p.id, 'TeamJoined', t2, 0);
        } else push(p.id, 'chat.joined', t, 0);
      }
      let n = poisson(rnd, p.rate * weekly * growth);
      if (d === INCIDENT && p.role === 'participant') {
        const k = 1 + Math.floor(rnd() * 3);
        for (let i = 0; i < k; i++)
          push(
            p.id,
            'chat.joined',
            day + (13 + Math.floor(rnd() * 5)) * 3_600_000 + Math.floor(rnd() * 3600) * 1000,
            0,
          );
        n = Math.floor(n / 4);
      }
      for (let i = 0; i < n; i++) {
        const name = pick(rnd, MIX[p.role]);
        push(p.id, name, timeIn(day), valueOf(name, p.id));
      }
      if (d === p.end && p.role === 'participant')
        push(p.id, 'participant_withdrew', day + 23 * 3_600_000 + 3_000_000, 0);
    }
  }
  // the champion is chatting right now
  for (const back of [150, 420, 1260, 2700])
    push('user_007', 'Message Posted', now - back * 1000, 40 + (back % 97));

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
