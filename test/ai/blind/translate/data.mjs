// Blind round "translate": a localization / translation-management platform.
// Developers push source strings and export language packs, translators machine-translate and
// save translations, reviewers approve or reject them; everybody comments and runs QA checks;
// developer (account-owner) accounts buy word credits in dollars.
// Deterministic for a given `now` (mulberry32 with a fixed seed; every time is relative to now).

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const EVENT_NAMES = [
  'string_pushed', //        developer pushed source strings — value: strings pushed
  'mt.run', //               machine translation run — value: words machine-translated
  'TranslationSaved', //     a translation saved in the editor — value: words translated
  'Translation Approved', // reviewer approved a translation — value: words approved
  'Review Rejected', //      reviewer rejected a translation — value: words sent back
  'comment-added', //        comment on a string — value: 1
  'qa.check_run', //         QA check run — value: QA issues found (often 0)
  'LanguagePackExported', // language pack exported — value: number of locales in the pack
  'credits_purchased', //    word credits bought — value: dollars paid
  'glossary-term-added', //  glossary term added — value: 1
  'project.created', //      new localization project — value: 0
  'user_login', //           login — value: 0
];

export const PERSONAS = {
  topTranslator: 'tr-0311', //  by far the busiest translator; also working right now
  runnerUp: 'tr-0420', //       the second-busiest translator
  topReviewer: 'rev_0045', //   the busiest reviewer
  secondReviewer: 'rev_0118', // the second-busiest reviewer
  topDeveloper: 'dev.0192', //  pushes most strings; one of the accounts behind the sync incident
  bigBuyer: 'dev.0007', //      agency owner who buys most of the word credits
  churner: 'tr-0158', //        heavy translator in the first weeks, silent for the last ~55 days
  newcomer: 'rev_0212', //      reviewer who joined six days ago
};

export const NOBODY = 'tr-9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const ROLE_MIX = {
  translator: {
    TranslationSaved: 44,
    'mt.run': 13,
    'comment-added': 11,
    user_login: 16,
    'qa.check_run': 6,
    'glossary-term-added': 6,
  },
  reviewer: {
    'Translation Approved': 34,
    'Review Rejected': 11,
    'comment-added': 19,
    user_login: 15,
    'qa.check_run': 12,
    TranslationSaved: 6,
    'glossary-term-added': 3,
  },
  developer: {
    string_pushed: 30,
    LanguagePackExported: 14,
    'mt.run': 12,
    user_login: 17,
    'qa.check_run': 10,
    'project.created': 3,
    credits_purchased: 6,
    'comment-added': 8,
  },
  cli: {
    // dev.0192 drives everything from the CLI
    string_pushed: 40,
    LanguagePackExported: 22,
    user_login: 12,
    'mt.run': 6,
    'qa.check_run': 6,
    'comment-added': 6,
    credits_purchased: 5,
    'project.created': 3,
  },
  buyer: {
    credits_purchased: 30,
    string_pushed: 20,
    user_login: 20,
    LanguagePackExported: 15,
    'project.created': 5,
    'qa.check_run': 10,
  },
};

// Hour-of-day centres (UTC): translators in Europe, reviewers a little earlier, developers in the US.
const HOUR_CENTRE = { translator: 12, reviewer: 10, developer: 18, cli: 19, buyer: 16 };
const HOUR_SPREAD = { translator: 3.2, reviewer: 3, developer: 3.5, cli: 3, buyer: 3 };
// Monday … Sunday: a working-week product, busiest on Tuesday, quiet at weekends.
const WEEKDAY_FACTOR = [1.0, 1.15, 1.05, 1.0, 0.85, 0.4, 0.3];

export function generateEvents(now) {
  const rnd = mulberry32(0x7a11a7e);
  const N = +now;
  const startT = N - 120 * DAY + HOUR;
  const endT = N - 3 * MIN;
  const span = endT - startT;
  const events = [];
  const push = (userId, eventName, t, eventValue) => {
    const s = Math.floor(t / 1000) * 1000;
    events.push({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(s).toISOString().replace('.000Z', 'Z'),
    });
  };

  const pick = (weights) => {
    const entries = Object.entries(weights);
    let x = rnd() * entries.reduce((s, [, w]) => s + w, 0);
    for (const [k, w] of entries) if ((x -= w) < 0) return k;
    return entries[entries.length - 1][0];
  };
  const poisson = (lambda) => {
    const L = Math.exp(-lambda);
    let k = 0,
      p = 1;
    do {
      k++;
      p *= rnd();
    } while (p > L);
    return k - 1;
  };
  const gauss = () => Math.sqrt(-2 * Math.log(1 - rnd())) * Math.cos(2 * Math.PI * rnd());

  const hourWeights = {};
  for (const role of Object.keys(HOUR_CENTRE)) {
    hourWeights[role] = {};
    for (let h = 0; h < 24; h++) {
      let d = Math.abs(h - HOUR_CENTRE[role]);
      d = Math.min(d, 24 - d);
      hourWeights[role][h] = 0.12 + Math.exp(-(d * d) / (2 * HOUR_SPREAD[role] ** 2));
    }
  }

  const valueFor = (name, role) => {
    const r = rnd();
    switch (name) {
      case 'string_pushed':
        return 5 + Math.floor(r * r * 400);
      case 'mt.run':
        return 50 + Math.floor(r ** 1.5 * 4950);
      case 'TranslationSaved':
        return 1 + Math.floor(r * r * 120);
      case 'Translation Approved':
        return 1 + Math.floor(r * r * 200);
      case 'Review Rejected':
        return 1 + Math.floor(r * 80);
      case 'qa.check_run':
        return Math.floor(r ** 3 * 40);
      case 'LanguagePackExported':
        return 1 + Math.floor(r * 24);
      case 'credits_purchased':
        return role === 'buyer'
          ? [249, 499, 999, 2499][pick({ 0: 3, 1: 4, 2: 3, 3: 1 })]
          : [19.99, 49, 99, 249, 499, 999][pick({ 0: 30, 1: 25, 2: 20, 3: 12, 4: 8, 5: 5 })];
      case 'comment-added':
      case 'glossary-term-added':
        return 1;
      default:
        return 0;
    }
  };

  // ---- users ------------------------------------------------------------------------------
  const personaIds = new Set(Object.values(PERSONAS));
  const taken = new Set();
  const users = [];
  const makeId = (role) => {
    for (;;) {
      const n = 1 + Math.floor(rnd() * 8998);
      const num = String(n).padStart(4, '0');
      const id = role === 'translator' ? `tr-${num}` : role === 'reviewer' ? `rev_${num}` : `dev.${num}`;
      if (!taken.has(id) && !personaIds.has(id) && id !== NOBODY) {
        taken.add(id);
        return id;
      }
    }
  };
  const ordinary = (role, baseRate) => {
    const id = makeId(role);
    const joinsLater = rnd() < 0.55;
    const joinT = joinsLater
      ? startT + Math.floor(rnd() * (endT - startT - 2 * HOUR))
      : startT + Math.floor(rnd() * 2 * DAY);
    let leaveT = Infinity;
    if (rnd() < 0.2 && endT - 3 * DAY - (joinT + 7 * DAY) > DAY) {
      leaveT = joinT + 7 * DAY + Math.floor(rnd() * (endT - 3 * DAY - (joinT + 7 * DAY)));
    }
    users.push({ id, role, rate: Math.min(1.8, baseRate * Math.exp(0.7 * gauss() - 0.25)), joinT, leaveT });
  };
  for (let i = 0; i < 250; i++) ordinary('translator', 0.75);
  for (let i = 0; i < 85; i++) ordinary('reviewer', 0.8);
  for (let i = 0; i < 95; i++) ordinary('developer', 0.6);
  users.push({
    id: PERSONAS.topTranslator,
    role: 'translator',
    rate: 8,
    joinT: startT + 20 * MIN,
    leaveT: Infinity,
  });
  users.push({
    id: PERSONAS.runnerUp,
    role: 'translator',
    rate: 5.5,
    joinT: startT + 2 * HOUR,
    leaveT: Infinity,
  });
  users.push({
    id: PERSONAS.topReviewer,
    role: 'reviewer',
    rate: 6.5,
    joinT: startT + 3 * HOUR,
    leaveT: Infinity,
  });
  users.push({
    id: PERSONAS.secondReviewer,
    role: 'reviewer',
    rate: 2.8,
    joinT: startT + 4 * HOUR,
    leaveT: Infinity,
  });
  users.push({ id: PERSONAS.topDeveloper, role: 'cli', rate: 4, joinT: startT + 5 * HOUR, leaveT: Infinity });
  users.push({ id: PERSONAS.bigBuyer, role: 'buyer', rate: 1.6, joinT: startT + 9 * HOUR, leaveT: Infinity });
  users.push({
    id: PERSONAS.churner,
    role: 'translator',
    rate: 4,
    joinT: startT + 7 * HOUR,
    leaveT: N - 55 * DAY - 7 * HOUR,
  });
  users.push({
    id: PERSONAS.newcomer,
    role: 'reviewer',
    rate: 3,
    joinT: N - 6 * DAY + 5 * HOUR,
    leaveT: Infinity,
  });

  // ---- ordinary activity ------------------------------------------------------------------
  const firstDay = Math.floor(startT / DAY) * DAY;
  for (const u of users) {
    push(u.id, 'user_login', u.joinT, 0); // everybody's first event is the login that created them
    const from = Math.max(u.joinT + MIN, startT);
    const to = Math.min(u.leaveT, endT);
    for (let d = firstDay; d < to; d += DAY) {
      if (d + DAY <= from) continue;
      const growth = 0.6 + (0.8 * (d - startT)) / span;
      const wd = WEEKDAY_FACTOR[(new Date(d).getUTCDay() + 6) % 7];
      const k = poisson(u.rate * growth * wd);
      for (let i = 0; i < k; i++) {
        const h = Number(pick(hourWeights[u.role]));
        const t = d + h * HOUR + Math.floor(rnd() * HOUR);
        const name = pick(ROLE_MIX[u.role]);
        const v = valueFor(name, u.role);
        if (t < from || t >= to) continue;
        push(u.id, name, t, v);
      }
    }
  }

  // ---- the incident: a broken CI sync re-pushed whole catalogues all day, each push with a QA run
  const incidentDay = Math.floor((N - 23 * DAY) / DAY) * DAY;
  const culprits = users
    .filter((u) => u.role === 'developer' && u.joinT < incidentDay && u.leaveT > incidentDay + DAY)
    .slice(0, 11)
    .map((u) => u.id);
  culprits.push(PERSONAS.topDeveloper);
  for (let i = 0; i < 460; i++) {
    const who = culprits[Math.floor(rnd() * culprits.length)];
    const t = incidentDay + 9 * HOUR + Math.floor(rnd() * 6 * HOUR);
    push(who, 'string_pushed', t, 800 + Math.floor(rnd() * 2200));
    push(who, 'qa.check_run', t + 30_000 + Math.floor(rnd() * 60_000), 10 + Math.floor(rnd() * 50));
  }

  // ---- tr-0311 is working right now
  const live = [
    [33, 'user_login'],
    [29, 'mt.run'],
    [24, 'TranslationSaved'],
    [17, 'TranslationSaved'],
    [12, 'comment-added'],
    [7, 'TranslationSaved'],
    [3, 'TranslationSaved'],
  ];
  for (const [m, name] of live)
    push(PERSONAS.topTranslator, name, N - m * MIN - 10_000, valueFor(name, 'translator'));

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
