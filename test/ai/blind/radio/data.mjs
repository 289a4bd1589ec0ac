// Internet radio station listener app: listeners open the app, start and stop streams
// (stream.stopped carries the minutes listened), request songs, like and share tracks, rate
// shows, donate, upgrade to premium, join the live chat during shows and set wake-up alarms.
// Hosts are users too: they start shows (ShowStarted, value = planned minutes).
// One incident night (23 days before now, 20:00–23:00 UTC) the stream kept failing.

export const EVENT_NAMES = [
  'app_opened', // value 0
  'stream_started', // value 0
  'stream.stopped', // value = minutes listened in that session
  'SongRequested', // value 0
  'track_liked', // value 0
  'track-shared', // value 0
  'Donation Made', // value = amount in USD
  'PremiumUpgraded', // value = 4.99 (monthly premium, USD)
  'chat-joined', // value 0 (only during live shows)
  'alarm.set', // value = wake-up hour (5–9)
  'stream.error', // value 0
  'Show Rated', // value = stars 1–5
  'ShowStarted', // hosts only; value = planned show length in minutes
];

export const PERSONAS = {
  topListener: 'listener_0007',
  bigDonor: 'listener_0113',
  churner: 'listener_0230',
  newcomer: 'listener_0433',
  host: 'host_marta',
  otherHost: 'host_kofi',
};
export const NOBODY = 'listener_9999';

const HOUR = 3_600_000,
  DAY = 24 * HOUR;
export const INCIDENT_DAYS_AGO = 23;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const iso = (t) => new Date(t).toISOString().slice(0, 19) + 'Z';
const pad = (n) => String(n).padStart(4, '0');

export function generateEvents(now) {
  const nowT = +now;
  const rnd = mulberry32(0x5ad10);
  const base = Math.floor(nowT / DAY) * DAY; // today 00:00 UTC
  const earliest = nowT - 120 * DAY,
    latest = nowT - 120_000;
  const incidentDay = base - INCIDENT_DAYS_AGO * DAY;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, timestamp: iso(t) });
  };
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const isoWd = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday
  const liveShow = (t) => {
    // live shows: Wed 20–22, Fri 19–22, Sat 19–23
    const wd = isoWd(t),
      h = new Date(t).getUTCHours();
    return (
      (wd === 2 && h >= 20 && h < 22) || (wd === 4 && h >= 19 && h < 22) || (wd === 5 && h >= 19 && h < 23)
    );
  };

  // ---- hosts ----
  const hosts = ['host_marta', 'host_kofi', 'host_ines', 'host_dev'];
  for (let d = 119; d >= 0; d--) {
    const day = base - d * DAY,
      wd = isoWd(day);
    const shows =
      wd === 2
        ? [[20, 'host_ines', 120]]
        : wd === 4
          ? [[19, 'host_marta', 180]]
          : wd === 5
            ? [[19, 'host_kofi', 180]]
            : wd === 0
              ? [[7, 'host_dev', 90]]
              : [];
    if (wd === 5 && d % 2 === 0) shows.push([22, 'host_marta', 60]);
    for (const [h, host, len] of shows) {
      const t = day + h * HOUR + int(0, 240) * 1000;
      push(host, 'app_opened', 0, t - 600_000);
      push(host, 'ShowStarted', len, t);
      if (rnd() < 0.7) push(host, 'chat-joined', 0, t + int(60, 600) * 1000);
    }
    for (const host of hosts)
      if (rnd() < 0.1) {
        const t = day + int(8, 17) * HOUR + int(0, 3599) * 1000;
        push(host, 'app_opened', 0, t);
        push(host, 'stream_started', 0, t + 20_000);
        push(host, 'stream.stopped', int(10, 60), t + 20_000 + int(10, 60) * 60_000);
        if (rnd() < 0.3) push(host, 'track_liked', 0, t + 300_000);
      }
  }

  // ---- listeners ----
  const N = 440;
  for (let i = 1; i <= N; i++) {
    const id = `listener_${pad(i)}`;
    // growth: more listeners joined recently
    let joinAgo = Math.floor(119.9 * Math.pow(rnd(), 0.75));
    let rate = 0.07 + rnd() * rnd() * 0.55; // sessions per day
    let leaveAgo = rnd() < 0.3 ? Math.floor(rnd() * joinAgo) : -1;
    let donor = rnd() < 0.25 ? 1 : 0,
      donorScale = 1;
    let premiumAt = rnd() < 0.15 ? rnd() : -1;
    let requester = 0.05 + rnd() * 0.25;
    let alarmFan = rnd() < 0.12;
    if (id === PERSONAS.topListener) {
      joinAgo = 118;
      rate = 3.2;
      leaveAgo = -1;
      requester = 0.3;
    }
    if (id === PERSONAS.bigDonor) {
      joinAgo = 110;
      rate = 0.9;
      leaveAgo = -1;
      donor = 12;
      donorScale = 4;
    }
    if (id === PERSONAS.churner) {
      joinAgo = 115;
      rate = 2.0;
      leaveAgo = 52;
      premiumAt = 0.1;
      requester = 0.35;
    }
    if (id === PERSONAS.newcomer) {
      joinAgo = 4;
      rate = 2.5;
      leaveAgo = -1;
      premiumAt = 0.5;
    }
    let premiumDone = false;
    for (let d = joinAgo; d > leaveAgo && d >= 0; d--) {
      const day = base - d * DAY,
        wd = isoWd(day);
      const growth = 0.75 + 0.5 * (1 - d / 120);
      const weekly = wd >= 4 ? 1.3 : 1.0;
      let expected = rate * growth * weekly;
      if (d === INCIDENT_DAYS_AGO) expected *= 1.2;
      let sessions = Math.floor(expected) + (rnd() < expected % 1 ? 1 : 0);
      if (d === joinAgo) sessions = Math.max(1, sessions);
      for (let s = 0; s < sessions; s++) {
        const r = rnd();
        const hour = r < 0.38 ? int(6, 8) : r < 0.85 ? int(18, 22) : int(0, 23);
        let t = day + hour * HOUR + int(0, 3599) * 1000;
        const incident = day === incidentDay && hour >= 20 && hour < 23;
        push(id, 'app_opened', 0, t);
        if (!incident && rnd() < 0.1) continue; // opened the app, only looked at the schedule
        if (alarmFan && rnd() < 0.25) push(id, 'alarm.set', int(5, 9), t + 15_000);
        t += int(5, 40) * 1000;
        push(id, 'stream_started', 0, t);
        if (incident) {
          const fails = int(2, 4);
          for (let f = 0; f < fails; f++) {
            push(id, 'stream.error', 0, t + int(30, 240) * 1000);
            t += int(250, 400) * 1000;
            push(id, 'stream_started', 0, t);
          }
          push(id, 'stream.stopped', int(1, 6), t + int(60, 360) * 1000);
          continue;
        }
        if (rnd() < 0.012) push(id, 'stream.error', 0, t + int(30, 900) * 1000);
        const minutes = Math.max(
          1,
          Math.round((id === PERSONAS.topListener ? 70 : 35) * (0.2 + 1.6 * rnd())),
        );
        const end = t + minutes * 60_000;
        const likes = rnd() < 0.45 ? int(1, 3) : 0;
        for (let k = 0; k < likes; k++) push(id, 'track_liked', 0, t + rnd() * minutes * 60_000);
        if (rnd() < requester) push(id, 'SongRequested', 0, t + rnd() * minutes * 60_000);
        if (rnd() < 0.04) push(id, 'track-shared', 0, t + rnd() * minutes * 60_000);
        if (liveShow(t) && rnd() < 0.55) push(id, 'chat-joined', 0, t + int(60, 600) * 1000);
        if (liveShow(t) && rnd() < 0.08)
          push(id, 'Show Rated', int(1, 5) > 1 ? int(3, 5) : int(1, 2), end - 30_000);
        else if (rnd() < 0.015) push(id, 'Show Rated', int(1, 5), end - 30_000);
        if (donor && rnd() < 0.06 * donor * (liveShow(t) ? (isoWd(t) === 4 ? 3 : 1.5) : 1))
          // Friday show = fund drive
          push(
            id,
            'Donation Made',
            pick([2, 3, 5, 5, 10, 10, 15, 20, 25, 50]) * donorScale,
            t + rnd() * minutes * 60_000,
          );
        if (premiumAt >= 0 && !premiumDone && d <= joinAgo * (1 - premiumAt)) {
          premiumDone = true;
          push(id, 'PremiumUpgraded', 4.99, t + 120_000);
        }
        push(id, 'stream.stopped', minutes, end);
      }
    }
  }
  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
