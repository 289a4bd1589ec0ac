// Amateur esports tournament platform ("ClutchCup"): a synthetic, deterministic event log.
// Every timestamp is placed relative to `now`, so the story keeps its shape whatever day it is.

const DAY = 86_400_000;
const MIN = 60_000;

export const EVENT_NAMES = [
  'team_created', // a captain creates a team; value 1
  'player.joined_team', // a player joins a team; value 1
  'TournamentRegistered', // a captain registers the team for a tournament; value = entry fee in EUR
  'Match Played', // a match was played; value = match duration in minutes
  'match-result-reported', // a captain reports a result; value 1
  'dispute_opened', // a captain disputes a result; value 1
  'prize.paid_out', // an organiser pays out a prize; value = prize amount in EUR
  'StreamStarted', // someone starts a stream of a match; value = peak concurrent viewers
  'Spectator View', // someone watches a match; value = minutes watched
  'chat.message_sent', // a chat message; value 1
  'account_banned', // a moderator bans an account; value = ban length in days
  'session-start', // a login / app session; value 1
];

export const PERSONAS = {
  topPlayer: 'player_417', // plays almost every day, by far the most events
  churner: 'captain_23', // very active captain who stopped ~65 days before now
  newcomer: 'player_880', // first event 4 days before now
  topOrganiser: 'org_5', // pays out the most prize money
  strictModerator: 'mod_2', // issues the most bans
  disputeCaptain: 'captain_31', // opens the most disputes
  streamer: 'player_256', // starts the most streams
};

export const NOBODY = 'player_999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Evening-heavy European amateur play, hours in UTC.
const HOUR_WEIGHTS = [
  3, 2, 1.5, 1, 0.7, 0.5, 0.5, 0.7, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7, 8, 8, 7, 5.5, 4,
];
const HOUR_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
// Weekday factor by UTC getDay() (0 = Sunday): weekends are league days.
const WEEKDAY_FACTOR = [1.6, 0.8, 0.75, 0.85, 0.9, 1.15, 1.7];

export function generateEvents(now) {
  const nowMs = +now;
  const rnd = mulberry32(20261129);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const pickHour = () => {
    let x = rnd() * HOUR_TOTAL;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_WEIGHTS[h];
      if (x < 0) return h;
    }
    return 23;
  };
  // Day index 0 = the UTC day 119 days before today's UTC day; 119 = today.
  const today0 = Math.floor(nowMs / DAY) * DAY;
  const dayStartOf = (d) => today0 - (119 - d) * DAY;
  const events = [];
  const lo = nowMs - 120 * DAY + MIN,
    hi = nowMs - 2 * MIN;
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return;
    events.push({ userId, eventName, eventValue, t });
  };
  const at = (d, hour) => dayStartOf(d) + hour * 3_600_000 + Math.floor(rnd() * 3_600_000);

  // ---- the population --------------------------------------------------------------------
  const users = [];
  const used = new Set();
  const makeId = (prefix, lo, hi) => {
    for (;;) {
      const n = lo + Math.floor(rnd() * (hi - lo));
      const id = `${prefix}_${n}`;
      if (!used.has(id) && !Object.values(PERSONAS).includes(id) && id !== NOBODY) {
        used.add(id);
        return id;
      }
    }
  };
  const joinDay = () => (rnd() < 0.35 ? Math.floor(rnd() * 8) : Math.floor(119 * Math.sqrt(rnd())));
  const add = (id, role, extra = {}) => {
    const join = extra.join ?? joinDay();
    const churn = rnd() < 0.22;
    const leave = extra.leave ?? (churn ? Math.min(119, join + 10 + Math.floor(rnd() * 50)) : 200);
    const rate = extra.rate ?? 0.08 + 0.45 * rnd() * rnd();
    users.push({ id, role, join, leave, rate, streamer: extra.streamer ?? rnd() < 0.06 });
  };
  for (let i = 0; i < 376; i++) add(makeId('player', 100, 899), 'player');
  for (let i = 0; i < 48; i++) add(makeId('captain', 1, 99), 'captain');
  for (let i = 0; i < 11; i++) add(makeId('org', 1, 40), 'organiser', { rate: 0.25 + 0.2 * rnd() });
  for (let i = 0; i < 7; i++) add(makeId('mod', 1, 20), 'moderator', { rate: 0.3 + 0.2 * rnd(), leave: 200 });
  add(PERSONAS.topPlayer, 'player', { join: 0, leave: 200, rate: 0.97 });
  add(PERSONAS.churner, 'captain', { join: 0, leave: 54, rate: 0.9 });
  add(PERSONAS.newcomer, 'player', { join: 115, leave: 200, rate: 0.8 });
  add(PERSONAS.topOrganiser, 'organiser', { join: 0, leave: 200, rate: 0.7 });
  add(PERSONAS.strictModerator, 'moderator', { join: 0, leave: 200, rate: 0.75 });
  add(PERSONAS.disputeCaptain, 'captain', { join: 2, leave: 200, rate: 0.6 });
  add(PERSONAS.streamer, 'player', { join: 1, leave: 200, rate: 0.7, streamer: true });

  const INCIDENT = 81; // 38 days before today: the Autumn Major final with a cheating scandal

  for (const u of users) {
    for (let d = u.join; d <= Math.min(119, u.leave); d++) {
      const dow = new Date(dayStartOf(d)).getUTCDay();
      const growth = 0.6 + 0.7 * (d / 119);
      let p = u.rate * WEEKDAY_FACTOR[dow] * growth;
      if (d === u.join) p = 1;
      if (d === INCIDENT) p = Math.min(1, p * 1.8);
      if (rnd() >= Math.min(1, p)) continue;
      const h = pickHour();
      const base = at(d, h);
      let t = base;
      const step = () => (t += MIN * (1 + Math.floor(rnd() * 12)));
      push(u.id, 'session-start', 1, t);
      if (d === u.join) {
        if (u.role === 'captain') push(u.id, 'team_created', 1, step());
        if (u.role === 'player' || u.role === 'captain') push(u.id, 'player.joined_team', 1, step());
      } else if (u.role === 'player' && rnd() < 0.015) push(u.id, 'player.joined_team', 1, step());
      const playing = u.role === 'player' || u.role === 'captain';
      if (playing && rnd() < (u.id === PERSONAS.topPlayer ? 0.95 : 0.55)) {
        const n = 1 + Math.floor(rnd() * (u.id === PERSONAS.topPlayer ? 4 : 2.4));
        for (let k = 0; k < n; k++) {
          const dur = 15 + Math.floor(rnd() * 46);
          push(u.id, 'Match Played', dur, step());
          t += dur * MIN;
          if (u.role === 'captain' && rnd() < 0.8) push(u.id, 'match-result-reported', 1, step());
          const disputeP = u.id === PERSONAS.disputeCaptain ? 0.35 : d === INCIDENT ? 0.45 : 0.05;
          if (u.role === 'captain' && rnd() < disputeP) push(u.id, 'dispute_opened', 1, step());
        }
      }
      if (u.role === 'captain' && rnd() < 0.12)
        push(u.id, 'TournamentRegistered', pick([5, 10, 10, 15, 20, 25, 25, 40]), step());
      if (u.role === 'player' && rnd() < 0.015) push(u.id, 'TournamentRegistered', pick([5, 10, 15]), step());
      if (u.streamer && rnd() < 0.5) push(u.id, 'StreamStarted', 3 + Math.floor(rnd() * rnd() * 180), step());
      if (u.role === 'organiser') {
        if (rnd() < (u.id === PERSONAS.topOrganiser ? 0.55 : 0.2))
          push(u.id, 'prize.paid_out', pick([25, 50, 50, 75, 100, 150, 250, 500]), step());
        if (rnd() < 0.35) push(u.id, 'StreamStarted', 20 + Math.floor(rnd() * 400), step());
      }
      if (u.role === 'moderator') {
        const bans =
          d === INCIDENT
            ? 3 + Math.floor(rnd() * 4)
            : rnd() < (u.id === PERSONAS.strictModerator ? 0.7 : 0.3)
              ? 1
              : 0;
        for (let k = 0; k < bans; k++) push(u.id, 'account_banned', pick([1, 1, 3, 3, 7, 7, 14, 30]), step());
      }
      const views = Math.floor(rnd() * (d === INCIDENT ? 9 : 2.6));
      for (let k = 0; k < views; k++)
        push(u.id, 'Spectator View', 2 + Math.floor(rnd() * rnd() * 90), step());
      const msgs = Math.floor(rnd() * rnd() * (d === INCIDENT ? 20 : 7));
      for (let k = 0; k < msgs; k++) push(u.id, 'chat.message_sent', 1, step());
    }
  }

  events.sort((a, b) => a.t - b.t || (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0));
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
  }));
}
