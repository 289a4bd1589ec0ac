// The self-check shared by the blind rounds written from one template: the round's data shape, and
// every case evaluated at a fixed time and at the current time. A round's own selfcheck.mjs calls
// it; `node selfcheck.mjs` in the round's folder exits with code 1 on any problem.

/**
 * @param {{ generateEvents: (now: Date) => object[], EVENT_NAMES: string[], PERSONAS: Record<string, string>, NOBODY: string }} data
 * @param {object[]} cases
 */
export function runSelfcheck({ generateEvents, EVENT_NAMES, PERSONAS, NOBODY }, cases) {
  const TYPES = [
    'count',
    'users',
    'value',
    'top-events',
    'top-users',
    'user',
    'breakdown',
    'compare',
    'share',
    'conversion',
    'churn',
    'recency',
    'catalogue',
    'other',
  ];
  const problems = [];
  const fail = (msg) => problems.push(msg);

  function checkData(now) {
    const events = generateEvents(now);
    const again = generateEvents(now);
    if (JSON.stringify(events) !== JSON.stringify(again))
      fail(`data not deterministic at ${now.toISOString()}`);
    const latest = +now - 120_000,
      earliest = +now - 120 * 86_400_000;
    const names = new Set(),
      userIds = new Set();
    for (const e of events) {
      const t = Date.parse(e.timestamp);
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(e.timestamp) || t % 1000)
        fail(`bad timestamp ${e.timestamp}`);
      if (t < earliest || t > latest) fail(`timestamp out of window ${e.timestamp}`);
      if (!EVENT_NAMES.includes(e.eventName)) fail(`unknown event name ${e.eventName}`);
      if (typeof e.eventValue !== 'number' || !Number.isFinite(e.eventValue))
        fail(`bad value ${e.eventValue}`);
      names.add(e.eventName);
      userIds.add(e.userId);
    }
    if (names.size < 8 || names.size > 14) fail(`${names.size} event names`);
    if (userIds.size < 300 || userIds.size > 600) fail(`${userIds.size} users`);
    if (events.length < 15_000 || events.length > 40_000) fail(`${events.length} events`);
    for (const p of Object.values(PERSONAS)) if (!userIds.has(p)) fail(`persona ${p} absent`);
    if (userIds.has(NOBODY)) fail(`${NOBODY} appears`);
    return { events, users: userIds.size, names: names.size };
  }

  function checkCases(events, now) {
    for (const c of cases) {
      const where = `${c.id} @ ${now.toISOString()}`;
      try {
        const q = typeof c.question === 'function' ? c.question(now) : c.question;
        if (typeof q !== 'string' || !q.trim()) fail(`${where}: empty question`);
        const x = c.expect(events, now);
        if (!['high', 'low', 'not-high'].includes(x.confidence)) fail(`${where}: confidence ${x.confidence}`);
        const intendedLow = c.type === 'other' || c.low === true;
        if (intendedLow) {
          if (x.confidence !== 'low' || x.dataPoints !== 0) fail(`${where}: should be low with dataPoints 0`);
          continue;
        }
        if (x.confidence === 'low') fail(`${where}: in-scope case expects low (empty scope?)`);
        if (x.dataPoints !== undefined && !(x.dataPoints > 0)) fail(`${where}: dataPoints ${x.dataPoints}`);
        for (const v of [...(x.numbers ?? []), ...(x.percents ?? [])]) {
          if (typeof v !== 'number' || !Number.isFinite(v)) fail(`${where}: bad figure ${v}`);
          else if (v === 0) fail(`${where}: zero figure`);
        }
        for (const name of x.names ?? [])
          if (typeof name !== 'string' || !name) fail(`${where}: bad name ${name}`);
        if (!x.names?.length && !x.numbers?.length && !x.percents?.length && x.confidence !== 'high') {
          fail(`${where}: nothing to check`);
        }
        if (c.expect.tieAtCut?.(events, now)) fail(`${where}: tie at the cut`);
      } catch (err) {
        fail(`${where}: ${err.stack}`);
      }
    }
  }

  const ids = new Set();
  for (const c of cases) {
    if (ids.has(c.id)) fail(`duplicate id ${c.id}`);
    ids.add(c.id);
    if (!TYPES.includes(c.type)) fail(`${c.id}: unknown type ${c.type}`);
  }
  const perType = Object.fromEntries(TYPES.map((t) => [t, cases.filter((c) => c.type === t).length]));
  for (const [t, k] of Object.entries(perType))
    if (k < (t === 'other' ? 8 : 6)) fail(`only ${k} cases of type ${t}`);
  if (cases.length < 90) fail(`only ${cases.length} cases`);

  for (const now of [new Date('2026-11-25T14:00:00Z'), new Date()]) {
    const { events, users, names } = checkData(now);
    console.log(`${now.toISOString()}: ${events.length} events, ${users} users, ${names} event names`);
    checkCases(events, now);
  }
  console.log(`${cases.length} cases:`, perType);
  if (problems.length) {
    console.error(problems.join('\n'));
    console.error(`${problems.length} problem(s)`);
    process.exit(1);
  }
  console.log('selfcheck clean');
}
