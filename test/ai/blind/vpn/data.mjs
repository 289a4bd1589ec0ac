// Consumer VPN app ("TunnelFox"): 120 days of client telemetry and billing events.
const DAY = 86_400_000,
  HOUR = 3_600_000;

export const EVENT_NAMES = [
  'app_installed', // value 0
  'connection.opened', // value = handshake latency to the chosen server, ms
  'connection.dropped', // value = minutes the tunnel had been up when it dropped
  'ServerSwitched', // value = new server latency, ms
  'Kill Switch Triggered', // value = seconds traffic was blocked
  'data-transferred', // value = MB moved in the session (1 decimal)
  'speed_test', // value = measured Mbps (1 decimal)
  'subscription_started', // value = price paid incl. sales tax, USD
  'subscription.renewed', // value = price paid incl. sales tax, USD
  'SubscriptionCancelled', // value 0
  'Support Ticket Opened', // value = priority 1 (low) .. 3 (urgent)
];

export const PERSONAS = {
  powerUser: 'sub_0042', // streams all day, biggest data user, family plan (monthly)
  churner: 'sub_0117', // heavy early, cancelled and vanished ~50 days ago
  newcomer: 'sub_0408', // installed 4 days ago
  canceller: 'sub_0230', // subscribed, hit the kill switch repeatedly, cancelled
  ticketHeavy: 'sub_0305', // files lots of support tickets
};
export const NOBODY = 'sub_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HOUR_WEIGHTS = [
  3, 2, 1.5, 1, 1, 1, 1.5, 2.5, 3.5, 4, 4, 4, 4.5, 4.5, 4.5, 5, 5.5, 6.5, 8, 9.5, 10, 9, 7, 5,
];
const HW_TOTAL = HOUR_WEIGHTS.reduce((a, b) => a + b, 0);
const WEEKDAY_FACTOR = [1.3, 0.9, 0.95, 0.95, 1.0, 1.15, 1.4]; // by getUTCDay(): Sun..Sat
const PLANS = [
  [4.99, 30],
  [11.99, 30],
  [39.99, 365],
  [59.99, 365],
];
const FAMILY = [24.99, 30];
const VAT = [0, 0, 0.07, 0.1, 0.19, 0.2, 0.21, 0.25];

export function generateEvents(now) {
  const rand = mulberry32(0x5eed_0f0c);
  const nowMs = +now;
  const today = Math.floor(nowMs / DAY) * DAY;
  const earliest = nowMs - 120 * DAY,
    latest = nowMs - 120_000;
  const incident = today - 23 * DAY; // a server-fleet outage day
  const events = [];
  const push = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < earliest || t > latest) return;
    events.push({ userId, eventName, eventValue, t });
  };
  const pickHour = () => {
    let x = rand() * HW_TOTAL;
    for (let h = 0; h < 24; h++) {
      x -= HOUR_WEIGHTS[h];
      if (x < 0) return h;
    }
    return 23;
  };
  const dayT = (d) => today - d * DAY; // start of the day d days back
  const clock = (d) => dayT(d) + pickHour() * HOUR + Math.floor(rand() * 3600) * 1000;

  const N = 470;
  for (let i = 1; i <= N; i++) {
    const id = `sub_${String(i).padStart(4, '0')}`;
    const persona = Object.entries(PERSONAS).find(([, u]) => u === id)?.[0];
    // start day (days back); growth: later starts are more common
    let start = rand() < 0.28 ? 125 + Math.floor(rand() * 200) : Math.floor(119 * (1 - Math.sqrt(rand())));
    let end = rand() < 0.27 ? Math.floor(rand() * Math.min(start, 119)) : -1; // churn day (days back)
    let activity = 0.1 + rand() * 0.42;
    let dataScale = 40 + rand() * 400;
    let plan = rand() < 0.62 ? PLANS[Math.floor(rand() * PLANS.length)] : null;
    let cancelDay = null;
    let ticketRate = 0.012;
    const vat = VAT[Math.floor(rand() * VAT.length)];
    if (persona === 'powerUser') {
      start = 300;
      end = -1;
      activity = 2.6;
      dataScale = 1900;
      plan = FAMILY;
    }
    if (persona === 'churner') {
      start = 112;
      end = 50;
      activity = 1.1;
      plan = PLANS[1];
      cancelDay = 52;
    }
    if (persona === 'newcomer') {
      start = 4;
      end = -1;
      activity = 1.3;
      plan = PLANS[0];
    }
    if (persona === 'canceller') {
      start = 70;
      end = 8;
      activity = 0.8;
      plan = PLANS[1];
      cancelDay = 9;
    }
    if (persona === 'ticketHeavy') {
      start = 95;
      end = -1;
      activity = 0.76;
      ticketRate = 0.25;
      plan = PLANS[2];
    }
    if (end >= start) end = -1;
    if (!persona && plan && end >= 0 && rand() < 0.55)
      cancelDay = Math.min(start, end + Math.floor(rand() * 6));

    const startT = dayT(start) + (6 + Math.floor(rand() * 16)) * HOUR + Math.floor(rand() * 3600) * 1000;
    if (start <= 119) push(id, 'app_installed', 0, startT);
    if (plan) {
      // trial of up to 3 days, then a paid subscription; renewals by period while active
      const subT = start <= 119 ? startT + Math.floor(rand() * 3 * DAY) + 600_000 : startT;
      const price = Math.round(plan[0] * (1 + vat) * 100) / 100;
      push(id, 'subscription_started', price, subT);
      const stopT = end >= 0 ? dayT(end) : nowMs;
      const cancelT =
        cancelDay !== null
          ? dayT(cancelDay) + (9 + Math.floor(rand() * 12)) * HOUR + Math.floor(rand() * 3600) * 1000
          : Infinity;
      for (let r = subT + plan[1] * DAY; r < Math.min(stopT, cancelT); r += plan[1] * DAY)
        push(id, 'subscription.renewed', price, r);
      if (cancelT !== Infinity) push(id, 'SubscriptionCancelled', 0, cancelT);
    }
    const from = Math.min(start, 119),
      to = end >= 0 ? end : 0;
    for (let d = from; d >= to; d--) {
      const wd = new Date(dayT(d)).getUTCDay();
      const isIncident = dayT(d) === incident;
      let expected = activity * WEEKDAY_FACTOR[wd];
      let sessions = Math.floor(expected) + (rand() < expected - Math.floor(expected) ? 1 : 0);
      for (let s = 0; s < sessions; s++) {
        let t = clock(d);
        if (d === start && t < startT) t = startT + 120_000 + Math.floor(rand() * 7200) * 1000;
        push(id, 'connection.opened', 12 + Math.floor(rand() * 170), t);
        t += (20 + Math.floor(rand() * 300)) * 1000;
        if (rand() < 0.18) {
          push(id, 'ServerSwitched', 15 + Math.floor(rand() * 160), t);
          t += (30 + Math.floor(rand() * 200)) * 1000;
        }
        if (rand() < 0.1) {
          push(id, 'speed_test', Math.round((5 + rand() * 280) * 10) / 10, t);
          t += (40 + Math.floor(rand() * 100)) * 1000;
        }
        const chunks = 1 + Math.floor(rand() * 2.4);
        for (let c = 0; c < chunks; c++) {
          t += (300 + Math.floor(rand() * 3000)) * 1000;
          push(id, 'data-transferred', Math.round(dataScale * (0.2 + rand() * 1.6) * 10) / 10, t);
        }
        const ks = isIncident ? 0.55 : persona === 'canceller' && d < 40 ? 0.6 : 0.03;
        if (rand() < ks) {
          t += (60 + Math.floor(rand() * 600)) * 1000;
          push(id, 'Kill Switch Triggered', 2 + Math.floor(rand() * 90), t);
        }
        const drop = isIncident ? 0.75 : 0.1;
        if (rand() < drop) {
          t += (30 + Math.floor(rand() * 900)) * 1000;
          push(id, 'connection.dropped', 1 + Math.floor(rand() * 240), t);
        }
        const tk = isIncident ? 0.18 : ticketRate;
        if (rand() < tk) {
          t += (300 + Math.floor(rand() * 3000)) * 1000;
          push(id, 'Support Ticket Opened', 1 + Math.floor(rand() * 3), t);
        }
      }
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
