/* eslint-disable @typescript-eslint/no-unused-vars -- a blind round, kept as its author wrote it */
// Blind round "apigateway": a developer API platform sold per usage.
// Developers sign up, create projects and API keys, their apps call the gateway, they hit rate
// limits and quota warnings, upgrade plans, pay invoices, open support tickets, and the platform
// delivers (or fails to deliver) their webhooks. Everything is generated relative to `now`, with a
// fixed seed, so the same `now` always gives the same events.

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'signed_up', // value 0
  'project.created', // value 0
  'ApiKeyCreated', // value 0
  'api_call', // value = latency of the call in ms
  'usage.metered', // value = number of requests metered in a weekly usage report
  'RateLimitHit', // value = number of requests rejected with 429 in that burst
  'Quota Warning', // value = % of the monthly quota used (80, 90, 100)
  'plan-upgraded', // value = prorated upgrade charge in USD
  'invoice_paid', // value = invoice amount in USD
  'Support Ticket Opened', // value 0
  'webhook.delivered', // value = delivery latency in ms
  'webhook.failed', // value = delivery attempt number (1-5)
];

export const PERSONAS = {
  topIntegrator: 'dev_1007', // biggest API consumer; switched on a synthetic monitor 36 hours ago
  enterprise: 'dev_1021', // enterprise contract, largest invoices, upgraded 40 days ago
  churner: 'dev_1113', // heavy pro user who went silent 47 days ago
  throttled: 'dev_1250', // free-plan user hammering the rate limiter, never upgrades
  webhookBroken: 'dev_1288', // webhook endpoint broken for the last 30 days
  ticketer: 'dev_1333', // opens a support ticket for everything
  oneAndDone: 'dev_1402', // signed up 50 days ago and never did anything else
  newcomer: 'dev_1466', // signed up 3 days ago
};

export const NOBODY = 'dev_9999';

function mulberry32(seed) {
  let a = seed >>> 0;
  return function () {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Weekly rhythm (Sunday..Saturday): a B2B platform, quiet weekends, Tuesday peak.
const WEEKDAY_W = [0.35, 1.0, 1.12, 1.05, 1.0, 0.9, 0.45];
// Hour of day (UTC): Europe + US east overlap, peak 15:00.
const HOUR_W = [
  0.25, 0.2, 0.15, 0.12, 0.12, 0.15, 0.25, 0.4, 0.6, 0.8, 0.9, 0.95, 0.95, 1.0, 1.05, 1.2, 1.05, 0.95, 0.8,
  0.7, 0.6, 0.5, 0.4, 0.3,
];
const W_MAX = 1.12 * 1.2;

const PLANS = [0, 29, 99, 299];

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(0xa91a7e);
  const lo = Math.ceil((now - 120 * DAY) / 1000) * 1000 + 10 * MIN;
  const hi = Math.floor((now - 2 * MIN) / 1000) * 1000;
  const today = Math.floor(now / DAY) * DAY;
  const incDay = today - 23 * DAY; // gateway incident: 09:20-15:00 UTC
  const incFrom = incDay + 9 * HOUR + 20 * MIN;
  const incTo = incDay + 15 * HOUR;
  const inIncident = (t) => t >= incFrom && t < incTo;

  const events = [];
  const push = (userId, eventName, t, eventValue) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < lo || t > hi) return false;
    events.push({ userId, eventName, eventValue, t });
    return true;
  };
  const normal = () => {
    const u = 1 - rnd(),
      v = rnd();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  const randint = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const sampleTime = (a, b) => {
    if (b <= a) return a;
    for (let i = 0; i < 60; i++) {
      const t = a + rnd() * (b - a);
      const d = new Date(t);
      if (rnd() * W_MAX < WEEKDAY_W[d.getUTCDay()] * HOUR_W[d.getUTCHours()]) return t;
    }
    return a + rnd() * (b - a);
  };
  const latency = (t) => {
    const base = Math.round(Math.exp(4.8 + 0.5 * normal()));
    return inIncident(t) ? Math.round(base * (4 + 5 * rnd())) : base;
  };
  const cents = (x) => Math.round(x * 100) / 100;

  const active = []; // users with calls, for the incident extras

  function genUser(id, o) {
    const start = o.start;
    const end = Math.min(o.end ?? hi, hi);
    let callStart = start;
    if (o.isNew) {
      push(id, 'signed_up', start, 0);
      let t = start;
      const project = o.project ?? rnd() < 0.88;
      if (project) {
        t += (5 + rnd() * 360) * MIN;
        push(id, 'project.created', t, 0);
      }
      const key = o.key ?? (project && rnd() < 0.82);
      if (key) {
        t += (2 + rnd() * 180) * MIN;
        push(id, 'ApiKeyCreated', t, 0);
      }
      callStart = t;
      if (!key && o.rate === undefined && rnd() < 0.75) return; // dropped off in onboarding
    } else {
      if (rnd() < 0.15) push(id, 'project.created', sampleTime(start, end), 0);
      if (rnd() < 0.25) push(id, 'ApiKeyCreated', sampleTime(start, end), 0);
    }
    if (o.only) return;

    const rate = o.rate ?? Math.exp(-0.9 + 0.9 * normal());
    const hooks = o.hooks ?? rnd() < 0.5;
    const span = Math.max(0, end - callStart) / DAY;
    const n = Math.round(rate * span * (0.7 + 0.6 * rnd()));
    const failP = o.failP ?? ((t) => 0.025);
    const rlP = o.rlP ?? (PLANS.indexOf(o.price ?? 0) === 0 && rate > 1 ? 0.05 : 0.004);
    for (let i = 0; i < n; i++) {
      const t = sampleTime(callStart, end);
      push(id, 'api_call', t, latency(t));
      if (hooks) {
        const r = rnd();
        const fp = inIncident(t) ? 0.45 : failP(t);
        if (r < fp) push(id, 'webhook.failed', t + randint(2, 40) * 1000, randint(1, 5));
        else if (r < fp + 0.32)
          push(
            id,
            'webhook.delivered',
            t + randint(1, 20) * 1000,
            Math.round(Math.exp(5.3 + 0.6 * normal())),
          );
      }
      if (rnd() < rlP) push(id, 'RateLimitHit', t + 1000, randint(5, 180));
    }
    if (n > 0) active.push({ id, start: callStart, end, hooks });

    // weekly usage reports
    if (n > 0) {
      for (let t = callStart + rnd() * 7 * DAY; t < end; t += 7 * DAY) {
        push(
          id,
          'usage.metered',
          sampleTime(t, t + 6 * HOUR),
          Math.round(rate * 7 * Math.exp(4 + 0.8 * normal())),
        );
      }
    }

    // plan, quota warnings and upgrades
    let price =
      o.price ??
      (() => {
        const r = rnd();
        return r < 0.6 ? 0 : r < 0.85 ? 29 : r < 0.95 ? 99 : 299;
      })();
    let upgradeAt = null,
      newPrice = null;
    if (o.upgrade) {
      [upgradeAt, newPrice] = o.upgrade;
    } else if (n > 0 && price < 99 && rate > 0.8 && rnd() < 0.6) {
      let t = sampleTime(callStart, end);
      push(id, 'Quota Warning', t, 80);
      if (rnd() < 0.7) {
        t += (1 + 2 * rnd()) * DAY;
        push(id, 'Quota Warning', t, 90);
      }
      if (rnd() < 0.5) {
        t += (1 + rnd()) * DAY;
        push(id, 'Quota Warning', t, 100);
      }
      if (!o.noUpgrade && rnd() < 0.45) {
        upgradeAt = t + (2 * HOUR + rnd() * 3 * DAY);
        newPrice = PLANS[PLANS.indexOf(price) + 1];
      }
    } else if (n > 0 && price < 299 && !o.noUpgrade && rnd() < 0.06) {
      upgradeAt = sampleTime(callStart, end);
      newPrice = PLANS[PLANS.indexOf(price) + 1];
    }
    if (o.warnings) for (const [t, v] of o.warnings) push(id, 'Quota Warning', t, v);
    if (upgradeAt !== null && upgradeAt < end) {
      push(
        id,
        'plan-upgraded',
        upgradeAt,
        o.upgradeCharge ?? cents((newPrice - price) * (0.2 + 0.8 * rnd())),
      );
    } else upgradeAt = null;

    // monthly invoices on the billing anniversary
    if (price > 0 || upgradeAt !== null) {
      for (let t = o.isNew ? start + 30.44 * DAY : start + rnd() * 30 * DAY; t < end; t += 30.44 * DAY) {
        const p = upgradeAt !== null && t > upgradeAt ? newPrice : price;
        if (p === 0) continue;
        const overage = rnd() < 0.4 ? cents(rnd() * p * 0.5) : 0;
        push(id, 'invoice_paid', sampleTime(t, t + 8 * HOUR), cents(p + overage));
      }
    }

    // support tickets
    const tickets = o.tickets ?? (rnd() < 0.15 ? 1 : 0) + (rnd() < 0.04 ? 2 : 0);
    for (let i = 0; i < tickets; i++) push(id, 'Support Ticket Opened', sampleTime(start, end), 0);
    for (const t of o.extraTickets ?? []) push(id, 'Support Ticket Opened', t, 0);
  }

  const P = PERSONAS;
  for (let i = 1; i <= 480; i++) {
    const id = `dev_${1000 + i}`;
    if (id === P.topIntegrator) {
      genUser(id, { start: lo, rate: 22, price: 299, hooks: true, tickets: 2 });
      for (let k = 0; k < 360; k++) {
        const t = hi - k * 6 * MIN - randint(0, 40) * 1000;
        push(id, 'api_call', t, Math.round(38 + 14 * rnd()));
      }
    } else if (id === P.enterprise) {
      genUser(id, {
        start: lo,
        rate: 12,
        price: 1499,
        hooks: true,
        tickets: 3,
        upgrade: [now - 40 * DAY - 5 * HOUR, 2999],
        upgradeCharge: 1000,
      });
    } else if (id === P.churner) {
      const end = now - 47 * DAY - 3 * HOUR;
      genUser(id, {
        start: lo,
        end,
        rate: 9,
        price: 99,
        hooks: true,
        tickets: 0,
        noUpgrade: true,
        extraTickets: [end - 4 * DAY, end - 2 * DAY],
      });
    } else if (id === P.throttled) {
      const start = today - 80 * DAY + 10 * HOUR + 7 * MIN;
      genUser(id, {
        start,
        isNew: true,
        project: true,
        key: true,
        rate: 8,
        price: 0,
        hooks: false,
        rlP: 0.35,
        noUpgrade: true,
        tickets: 1,
        warnings: [70, 68, 40, 38, 10, 9].map((d, j) => [now - d * DAY, j % 2 ? 100 : 90]),
      });
    } else if (id === P.webhookBroken) {
      const broken = now - 30 * DAY;
      genUser(id, {
        start: lo,
        rate: 4,
        price: 29,
        hooks: true,
        noUpgrade: true,
        tickets: 1,
        failP: (t) => (t >= broken ? 0.55 : 0.03),
      });
    } else if (id === P.ticketer) {
      genUser(id, {
        start: today - 100 * DAY + 16 * HOUR,
        isNew: true,
        project: true,
        key: true,
        rate: 2,
        price: 29,
        hooks: false,
        noUpgrade: true,
        tickets: 14,
      });
    } else if (id === P.oneAndDone) {
      push(id, 'signed_up', today - 50 * DAY + 14 * HOUR + 23 * MIN + 17_000, 0);
    } else if (id === P.newcomer) {
      const s = now - 3 * DAY - 5 * HOUR;
      push(id, 'signed_up', s, 0);
      push(id, 'project.created', s + 20 * MIN, 0);
      push(id, 'ApiKeyCreated', s + 35 * MIN, 0);
      for (let k = 0; k < 12; k++)
        push(id, 'api_call', s + 50 * MIN + k * 4.5 * HOUR + randint(0, 900) * 1000, latency(s));
      push(id, 'Support Ticket Opened', s + 26 * HOUR, 0);
    } else {
      const isNew = rnd() >= 0.3;
      const start = isNew ? lo + (hi - 2 * HOUR - lo) * Math.sqrt(rnd()) : lo;
      const end = rnd() < 0.2 ? start + (hi - start) * (0.15 + 0.7 * rnd()) : hi;
      genUser(id, { start, end, isNew });
    }
  }

  // incident extras: a burst of rejected requests, failed webhooks and tickets
  const during = active.filter((a) => a.start < incFrom && a.end > incTo && a.id !== P.webhookBroken);
  const hooked = during.filter((a) => a.hooks);
  // the rate limiter peaked between 12:00 and 13:00
  const peak = () => (rnd() < 0.6 ? incDay + 12 * HOUR + rnd() * HOUR : incFrom + rnd() * (incTo - incFrom));
  for (let k = 0; k < 180; k++)
    push(during[randint(0, during.length - 1)].id, 'RateLimitHit', peak(), randint(20, 400));
  for (let k = 0; k < 220; k++)
    push(
      hooked[randint(0, hooked.length - 1)].id,
      'webhook.failed',
      incFrom + rnd() * (incTo - incFrom),
      randint(1, 5),
    );
  for (let k = 0; k < 22; k++)
    push(
      during[randint(0, during.length - 1)].id,
      'Support Ticket Opened',
      incFrom + rnd() * (incTo - incFrom + 3 * HOUR),
      0,
    );

  events.sort((a, b) => a.t - b.t);
  return events.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
  }));
}
