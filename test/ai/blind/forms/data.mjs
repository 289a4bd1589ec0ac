// Synthetic usage events of "Formwise", an online form and survey builder.
//
// Two kinds of people send events:
//   creators    (usr_10001 … usr_10140)  build forms, add questions, publish and share them,
//                                        export results, connect integrations, upgrade plans
//   respondents (resp_ + 6 hex digits)   open a form, start a response, submit or abandon it
//
// Event names come from three trackers, hence the mixed styles:
//   snake_case  the app backend          account_created, form_created, question_added,
//                                        form_published, form_shared, plan_upgraded
//   dotted      the form renderer SDK    form.viewed, response.started, response.submitted,
//                                        response.abandoned
//   Title Case  the dashboard (Segment)  Results Exported, Integration Connected,
//                                        Response Limit Reached
//
// eventValue:
//   form_published          number of questions in the published form
//   response.submitted      completion time in seconds
//   response.abandoned      number of questions answered before leaving
//   Results Exported        number of responses (rows) in the export
//   plan_upgraded           amount charged in USD (monthly 29/59/99, annual 290/590/990, + seats)
//   Response Limit Reached  the monthly response cap that was hit (100 free, 1000 Starter)
//   everything else         0

export const EVENT_NAMES = [
  'account_created',
  'form_created',
  'question_added',
  'form_published',
  'form_shared',
  'form.viewed',
  'response.started',
  'response.submitted',
  'response.abandoned',
  'Results Exported',
  'Integration Connected',
  'plan_upgraded',
  'Response Limit Reached',
];

export const PERSONAS = {
  heaviest: 'usr_10007', // agency power creator, several sessions every weekday, never churns
  lapsed: 'usr_10021', // creator active only in the first ~7 weeks of the window
  upgrader: 'usr_10058', // hit the free response limit, upgraded to Starter, later to Pro
  newbie: 'usr_10133', // signed up 4 days before "now", built and published a first form
  regularRespondent: 'resp_4e91d2', // fills in a weekly Monday check-in, submits almost always
  abandoner: 'resp_b07a13', // starts lots of responses, rarely submits
};

export const NOBODY = 'usr_99999';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WINDOW_DAYS = 120;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// UTC hour-of-day weights: creators work office hours (Europe + Americas), respondents
// answer all day with an evening peak.
const CREATOR_HOURS = [
  1, 0.6, 0.4, 0.3, 0.3, 0.4, 0.8, 1.5, 2.5, 3.5, 4, 4.2, 4.2, 4.5, 5, 5, 4.6, 4, 3.2, 2.6, 2.2, 1.8, 1.5,
  1.2,
];
const RESPONDENT_HOURS = [
  1.2, 0.8, 0.5, 0.4, 0.4, 0.5, 0.9, 1.6, 2.4, 3, 3.2, 3.4, 3.6, 3.6, 3.8, 4, 4, 4.2, 4.4, 4.4, 4, 3.4, 2.6,
  1.8,
];
// Monday … Sunday
const CREATOR_WEEKDAYS = [1.1, 1.15, 1.1, 1.05, 0.9, 0.35, 0.3];
const RESPONDENT_WEEKDAYS = [1.05, 1.05, 1, 1, 0.95, 0.75, 0.7];

const PLANS = [
  { name: 'free', price: 0, cap: 100 },
  { name: 'starter', price: 29, cap: 1000 },
  { name: 'pro', price: 59, cap: Infinity },
  { name: 'business', price: 99, cap: Infinity },
];

export function generateEvents(now, seed = 20261125) {
  const nowMs = +now;
  // Each user draws from its own stream, so one user's history does not shift another's; the
  // respondent ids come from a stream of their own and do not depend on \`now\`.
  let rng = mulberry32(seed);
  const idRng = mulberry32(seed ^ 0x5f3759df);
  const today = Math.floor(nowMs / DAY) * DAY;
  const day0 = today - WINDOW_DAYS * DAY; // day index 0 … 120 (120 = today)
  const earliest = nowMs - WINDOW_DAYS * DAY;
  const latest = nowMs - 120_000;
  const events = [];

  const pick = (weights) => {
    const total = weights.reduce((s, w) => s + w, 0);
    let r = rng() * total;
    for (let i = 0; i < weights.length; i++) if ((r -= weights[i]) < 0) return i;
    return weights.length - 1;
  };
  const int = (lo, hi) => lo + Math.floor(rng() * (hi - lo + 1));
  const poisson = (lambda) => {
    const l = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rng();
    } while (p > l);
    return k - 1;
  };
  const weekdayOf = (d) => (new Date(day0 + d * DAY).getUTCDay() + 6) % 7;
  const trend = (d) => 0.85 + 0.3 * (d / WINDOW_DAYS);

  // A session: a start time on day d, then events a few seconds to minutes apart.
  const session = (userId, d, hours, hour = pick(hours)) => {
    let t = day0 + d * DAY + hour * HOUR + int(0, 3599) * 1000;
    return (eventName, eventValue = 0, gap = [5, 240]) => {
      t += int(gap[0], gap[1]) * 1000;
      if (t >= earliest && t <= latest) {
        events.push({
          userId,
          eventName,
          eventValue,
          timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
        });
      }
    };
  };

  // ---- creators ---------------------------------------------------------------------------
  for (let i = 0; i < 140; i++) {
    const id = `usr_${10001 + i}`;
    rng = mulberry32(seed + 7919 * (i + 1));
    let preexisting = rng() < 0.45;
    let join = preexisting ? 0 : 1 + Math.floor(Math.pow(rng(), 0.75) * 118);
    let end = rng() < 0.3 ? join + 7 + int(0, 60) : WINDOW_DAYS;
    const tier = rng();
    let rate = tier < 0.06 ? 0.9 + 0.6 * rng() : tier < 0.4 ? 0.3 + 0.3 * rng() : 0.05 + 0.15 * rng();
    let plan = preexisting && rng() < 0.3 ? int(1, 3) : 0;
    const forced = new Map(); // day → list of extra actions

    if (id === PERSONAS.heaviest) {
      preexisting = true;
      join = 0;
      end = WINDOW_DAYS;
      rate = 2.6;
      plan = 2;
    }
    if (id === PERSONAS.lapsed) {
      preexisting = true;
      join = 0;
      end = 48;
      rate = 0.7;
      plan = 0;
    }
    if (id === PERSONAS.upgrader) {
      preexisting = true;
      join = 0;
      end = WINDOW_DAYS;
      rate = 0.55;
      plan = 0;
      forced.set(62, ['limit', 'upgrade']);
      forced.set(97, ['upgrade']);
    }
    if (id === PERSONAS.newbie) {
      preexisting = false;
      join = WINDOW_DAYS - 4;
      end = WINDOW_DAYS;
      rate = 1.6;
      plan = 0;
    }

    let pendingUpgrade = -1;
    const upgrade = (emit) => {
      if (plan >= 3) return;
      plan = id === PERSONAS.upgrader ? plan + 1 : Math.min(3, plan + (rng() < 0.7 ? 1 : 2));
      let amount = PLANS[plan].price;
      if (id !== PERSONAS.upgrader && rng() < 0.25)
        amount *= 10; // annual billing
      else amount = Math.round(amount * (25 + int(0, 75))) / 100; // prorated month
      if (plan === 3 && rng() < 0.4) amount += 15 * int(1, 5); // extra seats
      emit('plan_upgraded', amount, [30, 900]);
    };

    for (let d = Math.max(join, 0); d <= Math.min(end, WINDOW_DAYS); d++) {
      const w = CREATOR_WEEKDAYS[weekdayOf(d)];
      let n = poisson(rate * w * trend(d));
      const first = d === join || (d === 1 && join === 0);
      if (first && n === 0) n = 1;
      if (forced.has(d) && n === 0) n = 1;
      if (pendingUpgrade === d && n === 0) n = 1;
      for (let s = 0; s < n; s++) {
        const emit = session(id, d, CREATOR_HOURS);
        if (s === 0 && d === join && !preexisting) emit('account_created', 0, [0, 0]);
        const kind = s === 0 && d === join && !preexisting ? 0 : rng();
        if (kind < 0.45) {
          emit('form_created');
          const q = int(1, 6);
          for (let k = 0; k < q; k++) emit('question_added', 0, [10, 120]);
          if (rng() < 0.75 || id === PERSONAS.newbie) {
            emit('form_published', q + int(2, 9));
            if (rng() < 0.6) emit('form_shared');
          }
        } else if (kind < 0.8) {
          emit(
            'Results Exported',
            Math.round(5 + Math.pow(rng(), 2.2) * (id === PERSONAS.heaviest ? 2400 : 900)),
          );
          if (rng() < 0.25) emit('Results Exported', int(5, 300));
          if (rng() < 0.2) emit('form_shared');
        } else {
          const q = int(1, 3);
          for (let k = 0; k < q; k++) emit('question_added', 0, [10, 120]);
          if (rng() < 0.5) emit('form_published', int(4, 22));
        }
        if (rng() < 0.04) emit('Integration Connected');
        if (PLANS[plan].cap < Infinity && id !== PERSONAS.upgrader && rng() < (plan === 0 ? 0.03 : 0.01)) {
          emit('Response Limit Reached', PLANS[plan].cap);
          if (rng() < 0.45) {
            if (rng() < 0.5) upgrade(emit);
            else pendingUpgrade = d + int(1, 5);
          }
        } else if (id !== PERSONAS.upgrader && rng() < 0.004) upgrade(emit);
        if (pendingUpgrade === d && s === n - 1) {
          upgrade(emit);
          pendingUpgrade = -1;
        }
        if (s === n - 1 && forced.has(d)) {
          for (const action of forced.get(d)) {
            if (action === 'limit') emit('Response Limit Reached', PLANS[plan].cap, [60, 600]);
            if (action === 'upgrade') upgrade(emit);
          }
        }
      }
    }
  }

  // ---- respondents ------------------------------------------------------------------------
  const ids = new Set([PERSONAS.regularRespondent, PERSONAS.abandoner]);
  const respondentIds = [PERSONAS.regularRespondent, PERSONAS.abandoner];
  while (respondentIds.length < 380) {
    const id = `resp_${Math.floor(idRng() * 0x1000000)
      .toString(16)
      .padStart(6, '0')}`;
    if (!ids.has(id)) {
      ids.add(id);
      respondentIds.push(id);
    }
  }

  for (const [j, id] of respondentIds.entries()) {
    rng = mulberry32(seed + 104_729 + 7919 * (j + 1));
    let start,
      end,
      rate,
      weekly = -1,
      pStart = 0.7,
      pSubmit = 0.78;
    const kind = rng();
    if (id === PERSONAS.regularRespondent) {
      start = 0;
      end = WINDOW_DAYS;
      rate = 0.08;
      weekly = 0;
      pSubmit = 0.9;
    } else if (id === PERSONAS.abandoner) {
      start = 5;
      end = WINDOW_DAYS;
      rate = 0.22;
      pStart = 0.95;
      pSubmit = 0.2;
    } else if (kind < 0.45) {
      // one-off: a few forms within days
      start = 1 + Math.floor(Math.pow(rng(), 0.8) * 119);
      end = Math.min(WINDOW_DAYS, start + int(0, 6));
      rate = 0.45;
    } else if (kind < 0.85) {
      // occasional
      start = int(0, 100);
      end = Math.min(WINDOW_DAYS, start + int(20, 120));
      rate = 0.12 + 0.3 * rng();
    } else {
      // recurring check-ins
      start = int(0, 60);
      end = Math.min(WINDOW_DAYS, start + int(40, 120));
      rate = 0.1;
      weekly = int(0, 4);
    }

    const respond = (d, hour) => {
      const emit = session(id, d, RESPONDENT_HOURS, hour);
      emit('form.viewed', 0, [0, 0]);
      if (rng() < (weekly >= 0 && hour !== undefined ? 0.97 : pStart)) {
        emit('response.started', 0, [3, 60]);
        if (rng() < pSubmit)
          emit('response.submitted', Math.round(35 + Math.pow(rng(), 1.8) * 860), [35, 900]);
        else emit('response.abandoned', int(0, 9), [10, 300]);
      } else if (rng() < 0.15) emit('form.viewed', 0, [20, 600]);
    };

    let any = false;
    for (let d = start; d <= end; d++) {
      const wd = weekdayOf(d);
      if (weekly >= 0 && wd === weekly && (id === PERSONAS.regularRespondent || rng() < 0.85)) {
        respond(d, id === PERSONAS.regularRespondent ? 9 : pick(RESPONDENT_HOURS));
        any = true;
      }
      let n = poisson(rate * RESPONDENT_WEEKDAYS[wd] * trend(d));
      if (!any && d === Math.max(start, 1) && n === 0) n = 1;
      for (let s = 0; s < n; s++) {
        respond(d);
        any = true;
      }
    }
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
