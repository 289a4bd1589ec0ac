// Webinar & virtual-event platform: synthetic usage events (deterministic for a given `now`).
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'webinar_scheduled', // host schedules a webinar; value = planned duration (minutes)
  'Attendee Registered', // attendee registers for a webinar; value 0
  'session.joined', // attendee joins the live session; value 0
  'session-left', // attendee leaves; value = minutes attended
  'QuestionAsked', // Q&A question; value 0
  'poll_answered', // poll answer; value = option chosen (1-4)
  'chat.message_sent', // chat message; value 0
  'slides.downloaded', // slide deck download; value = file size in MB
  'RecordingWatched', // on-demand recording view; value = minutes watched
  'plan_purchased', // host buys / renews a plan; value = USD
  'addon-purchased', // host buys an add-on; value = USD
  'Sponsor Booth Paid', // sponsor pays for a booth; value = USD
];

export const PERSONAS = {
  topHost: 'host_007',
  topAttendee: 'u_0042',
  churner: 'u_0113',
  newcomerHost: 'host_039',
  topSponsor: 'sp_03',
  recordingBinger: 'u_0275',
};

export const NOBODY = 'u_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n, w) => String(n).padStart(w, '0');

export function generateEvents(now) {
  const nowMs = +now;
  const end = nowMs - 120_000;
  const start = nowMs - 120 * DAY + 60_000;
  const today = Math.floor(nowMs / DAY) * DAY;
  const rnd = mulberry32(20261129);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < start || t > end) return;
    events.push({ userId, eventName, eventValue, timestamp: new Date(t).toISOString().slice(0, 19) + 'Z' });
  };

  // ---- people ----
  const hosts = [];
  for (let i = 1; i <= 45; i++) {
    const id = `host_${pad(i, 3)}`;
    let joinBack = Math.floor(119 * (1 - Math.sqrt(rnd()) * 0.9));
    if (id === 'host_007') joinBack = 119;
    if (id === 'host_039') joinBack = 4;
    const price = pick([49, 49, 99, 99, 99, 249]);
    hosts.push({ id, joinBack, price: id === 'host_007' ? 249 : price });
  }
  const attendees = [];
  for (let i = 1; i <= 420; i++) {
    const id = `u_${pad(i, 4)}`;
    let joinBack = Math.floor(119 * rnd() ** 0.75); // more people joined recently
    let leaveBack = rnd() < 0.15 ? Math.floor(rnd() * joinBack) : -1;
    if (id === 'u_0042') {
      joinBack = 119;
      leaveBack = -1;
    }
    if (id === 'u_0113') {
      joinBack = 119;
      leaveBack = 50;
    }
    if (id === 'u_0275') {
      joinBack = 100;
      leaveBack = -1;
    }
    attendees.push({ id, joinBack, leaveBack });
  }
  const sponsors = [];
  for (let i = 1; i <= 18; i++)
    sponsors.push({ id: `sp_${pad(i, 2)}`, joinBack: 10 + Math.floor(rnd() * 109) });
  sponsors[2].joinBack = 100;

  const WD = [1.0, 1.35, 1.5, 1.25, 0.8, 0.25, 0.1];
  const HOURS = [9, 10, 11, 13, 14, 14, 15, 15, 15, 16, 16, 16, 16, 17, 17, 18, 19, 20, 21];
  // incident: the streaming outage on the most recent Wednesday at least 7 days back
  let incidentBack = 7;
  while (new Date(today - incidentBack * DAY).getUTCDay() !== 3) incidentBack++;

  for (let back = 119; back >= -6; back--) {
    // webinars up to 6 days ahead: registrations already come in
    const dayT = today - back * DAY;
    const wd = (new Date(dayT).getUTCDay() + 6) % 7;
    const growth = 0.5 + (0.5 * (119 - back)) / 119;
    const incident = back === incidentBack;

    // ---- purchases ----
    for (const h of hosts) {
      if (back > h.joinBack) continue;
      if (back >= 0 && (h.joinBack - back) % 30 === 0)
        push(h.id, 'plan_purchased', h.price, dayT + (8 + rnd() * 10) * HOUR);
      if (rnd() < 0.025)
        push(h.id, 'addon-purchased', pick([15, 29, 29, 59, 120]), dayT + (7 + rnd() * 14) * HOUR);
    }
    for (const s of sponsors) {
      if (back > s.joinBack) continue;
      if (s.id === 'sp_03' ? (s.joinBack - back) % 14 === 0 : rnd() < 0.05) {
        // sp_03 books a booth every two weeks
        const v = s.id === 'sp_03' ? 4000 + Math.floor(rnd() * 2000) : 500 + Math.floor(rnd() * 2500);
        push(s.id, 'Sponsor Booth Paid', v, dayT + (9 + rnd() * 9) * HOUR);
      }
    }

    // ---- webinars ----
    const activeHosts = hosts.filter((h) => Math.max(back, 0) <= h.joinBack);
    const pool = attendees.filter(
      (a) => back <= a.joinBack && back > a.leaveBack && a.id !== 'u_0042' && a.id !== 'u_0113',
    );
    // on-demand viewing happens around the clock, 3-4 plays every hour
    if (back >= 0 && pool.length) {
      for (let h = 0; h < 24; h++) {
        const plays = rnd() < 0.5 ? 3 : 4;
        for (let j = 0; j < plays; j++)
          push(pick(pool).id, 'RecordingWatched', 3 + Math.floor(rnd() * 55), dayT + (h + rnd()) * HOUR);
      }
    }
    const nWeb = Math.max(0, Math.round(4.8 * WD[wd] * growth * (0.75 + 0.5 * rnd())));
    for (let w = 0; w < nWeb; w++) {
      let host;
      const r = rnd();
      if (r < 0.22) host = 'host_007';
      else if (back <= 4 && r < 0.45) host = 'host_039';
      else host = pick(activeHosts).id;
      const startT = dayT + pick(HOURS) * HOUR + (rnd() < 0.5 ? 0 : 30 * 60_000);
      const duration = pick([30, 45, 60, 60, 90]);
      push(host, 'webinar_scheduled', duration, startT - (1 + rnd() * 6) * DAY);

      const k = Math.min(pool.length, Math.round((6 + rnd() * 16) * growth));
      const chosen = new Set();
      while (chosen.size < k) chosen.add(pick(pool).id);
      if (rnd() < 0.45) chosen.add('u_0042');
      if (back > 50 && rnd() < 0.3) chosen.add('u_0113');
      if (rnd() < 0.3 && back <= 100)
        push(
          'u_0275',
          'RecordingWatched',
          5 + Math.floor(rnd() * duration),
          startT + (0.2 + rnd() * 6) * DAY,
        );

      for (const u of chosen) {
        push(u, 'Attendee Registered', 0, startT - rnd() * 5 * DAY);
        const joined = rnd() < (u === 'u_0042' ? 0.95 : 0.62);
        if (joined) {
          const joinT = startT + rnd() * 10 * 60_000;
          push(u, 'session.joined', 0, joinT);
          let mins = 5 + Math.floor(rnd() * duration);
          if (incident) {
            const re = 3 + Math.floor(rnd() * 4);
            for (let j = 1; j <= re; j++) push(u, 'session.joined', 0, joinT + j * (2 + rnd() * 4) * 60_000);
            mins = 1 + Math.floor(rnd() * 12);
          }
          if (rnd() < 0.3) push(u, 'QuestionAsked', 0, joinT + rnd() * mins * 60_000);
          if (rnd() < 0.12) push(u, 'QuestionAsked', 0, joinT + rnd() * mins * 60_000);
          if (rnd() < 0.55)
            push(u, 'poll_answered', 1 + Math.floor(rnd() * 4), joinT + rnd() * mins * 60_000);
          const chats = rnd() < 0.35 ? 1 + Math.floor(rnd() * 3) : 0;
          for (let j = 0; j < chats; j++) push(u, 'chat.message_sent', 0, joinT + rnd() * mins * 60_000);
          if (rnd() < 0.25)
            push(
              u,
              'slides.downloaded',
              Math.round(20 + rnd() * 160) / 10,
              joinT + mins * 60_000 + rnd() * 2 * HOUR,
            );
          if (rnd() < 0.94) push(u, 'session-left', mins, joinT + mins * 60_000); // some tabs just close
          if (rnd() < 0.08)
            push(u, 'RecordingWatched', 3 + Math.floor(rnd() * duration), startT + (0.5 + rnd() * 8) * DAY);
        } else if (rnd() < 0.45) {
          push(u, 'RecordingWatched', 3 + Math.floor(rnd() * duration), startT + (0.2 + rnd() * 8) * DAY);
        }
      }
    }
  }
  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
