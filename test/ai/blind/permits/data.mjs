// City building-permit portal: applicants (homeowners, contractors) and city inspectors.
const DAY = 86_400_000,
  HOUR = 3_600_000,
  MIN = 60_000;

export const EVENT_NAMES = [
  'portal.login', // any user signs in; value 0
  'application_submitted', // applicant submits a permit application; value = declared project valuation in $ thousands
  'document.uploaded', // plan set / photo / survey uploaded; value = file size in MB
  'plan-review-requested', // applicant asks for plan review; value 0
  'FeePaid', // permit fee paid online; value = fee in US dollars
  'Inspection Scheduled', // applicant books an inspection; value 0
  'Inspection Cancelled', // applicant cancels a booked inspection; value 0
  'inspection-passed', // inspection result recorded on the applicant; value 0
  'inspection-failed', // inspection result recorded on the applicant; value = number of deficiencies cited
  'inspection.report_filed', // inspector files a site report; value = minutes on site
  'PermitIssued', // permit issued to the applicant; value 0
  'appeal_filed', // applicant appeals a failed inspection; value = days since the failed inspection
];

export const PERSONAS = {
  topContractor: 'ctr_007', // busiest account by far
  bigCommercial: 'ctr_019', // few but very large commercial projects: top fee payer
  churner: 'ctr_033', // active at the start, gone for the last ~50 days
  newcomer: 'home_0412', // first event 3 days ago
  appellant: 'home_0088', // fails inspections and appeals repeatedly
  busiestInspector: 'insp_04',
};
export const NOBODY = 'home_9999';

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function generateEvents(nowDate) {
  const N = +nowDate;
  const rnd = mulberry32(0x9e11a7);
  const rint = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const start = N - 119 * DAY,
    end = N - 3 * MIN;
  const dayStart = (t) => Math.floor(t / DAY) * DAY;
  const incident = dayStart(N) - 17 * DAY; // payment gateway outage: no fees go through, logins pile up
  const out = [];
  const leave = {};
  const push = (u, name, t, v) => {
    t = Math.floor(t / 1000) * 1000;
    if (t < start || t > end) return;
    if (leave[u] && t > leave[u]) return;
    if (name === 'FeePaid' && t >= incident && t < incident + DAY)
      t += DAY - (t - incident) + rint(1, 6) * HOUR + rint(0, 3599) * 1000;
    if (t > end) return;
    out.push({
      userId: u,
      eventName: name,
      eventValue: v,
      timestamp: new Date(t).toISOString().slice(0, 19) + 'Z',
    });
  };
  // Office-hours time on a weekday most of the time (city in UTC-5: 13:00–22:00 UTC busiest).
  const workday = (t) => {
    let d = dayStart(t);
    const wd = new Date(d).getUTCDay();
    if ((wd === 0 || wd === 6) && rnd() < (wd === 0 ? 0.92 : 0.65)) d += (wd === 6 ? 2 : 1) * DAY;
    const h = rnd() < 0.85 ? 13 + Math.floor(9 * rnd() ** 1.6) : rint(0, 23); // 8–9am local rush
    return d + h * HOUR + rint(0, 3599) * 1000;
  };
  const anyTime = (t) =>
    dayStart(t) + (rnd() < 0.7 ? rint(12, 23) : rint(0, 23)) * HOUR + rint(0, 3599) * 1000;

  const inspectors = Array.from({ length: 12 }, (_, i) => `insp_${String(i + 1).padStart(2, '0')}`);
  const pickInspector = () => (rnd() < 0.22 ? 'insp_04' : rnd() < 0.15 ? 'insp_09' : inspectors[rint(0, 11)]);

  function project(u, t0, big, appeals) {
    let t = workday(t0);
    const login = (tt) => {
      if (rnd() < 0.55) push(u, 'portal.login', tt - rint(1, 20) * MIN, 0);
    };
    login(t);
    const valuation = big ? rint(600, 2400) : u.startsWith('ctr') ? rint(20, 600) : rint(5, 120);
    push(u, 'application_submitted', t, valuation);
    for (let k = rint(1, 4); k > 0; k--) {
      t += rint(6, 40 * 60) * MIN;
      push(u, 'document.uploaded', t, Math.round((0.2 + rnd() * 24.8) * 10) / 10);
    }
    if (rnd() < 0.7) {
      t = workday(t + rint(1, 3) * DAY);
      login(t);
      push(u, 'plan-review-requested', t, 0);
    }
    if (rnd() < 0.08) return; // abandoned
    t = anyTime(t + rint(1, 5) * DAY);
    login(t);
    push(u, 'FeePaid', t, Math.round(45 + valuation * (big ? 9.5 : 8) + rint(0, 40)));
    for (let attempt = 0; attempt < 4; attempt++) {
      t = workday(t + rint(1, 6) * DAY);
      login(t);
      push(u, 'Inspection Scheduled', t, 0);
      if (rnd() < 0.1) {
        t = workday(t + rint(1, 3) * DAY);
        push(u, 'Inspection Cancelled', t, 0);
        t = workday(t + rint(0, 2) * DAY);
        push(u, 'Inspection Scheduled', t, 0);
      }
      t = workday(t + rint(1, 5) * DAY);
      const insp = pickInspector();
      const failP = appeals ? 0.75 : 0.28;
      const passed = attempt === 3 || rnd() >= failP;
      push(u, passed ? 'inspection-passed' : 'inspection-failed', t, passed ? 0 : rint(1, 7));
      push(insp, 'inspection.report_filed', t + rint(20, 150) * MIN, rint(20, 120));
      if (passed) break;
      if (rnd() < (appeals ? 0.9 : 0.12)) {
        const d = rint(1, 9);
        push(u, 'appeal_filed', workday(t + d * DAY), d);
        t += d * DAY;
      }
    }
    t = workday(t + rint(0, 3) * DAY);
    push(u, 'PermitIssued', t, 0);
  }

  // Growth: newer accounts arrive faster (density rising towards now).
  const joinTime = () => start + Math.sqrt(rnd()) * 112 * DAY;

  // Homeowners: one or two projects each, a few extra logins.
  for (let i = 1; i <= 415; i++) {
    const u = `home_${String(i).padStart(4, '0')}`;
    const j = i === 412 ? dayStart(N) - 3 * DAY + 15 * HOUR : i === 88 ? start + 20 * DAY : joinTime();
    const appeals = i === 88;
    const n = appeals ? 8 : rnd() < 0.3 ? 2 : 1;
    for (let p = 0; p < n; p++) project(u, p === 0 ? j : j + rnd() * Math.max(0, end - j), false, appeals);
    for (let k = rint(2, 12); k > 0; k--) push(u, 'portal.login', anyTime(j + rnd() * (end - j)), 0);
  }
  // Contractors: steady stream of projects while active.
  for (let i = 1; i <= 60; i++) {
    const u = `ctr_${String(i).padStart(3, '0')}`;
    let j = rnd() < 0.6 ? start - rnd() * 10 * DAY : joinTime();
    let stop = end;
    let n = rint(6, 18);
    if (u === 'ctr_007') {
      j = start;
      n = 46;
    }
    if (u === 'ctr_019') {
      j = start;
      n = 9;
    }
    if (u === 'ctr_033') {
      j = start;
      n = 10;
      stop = N - 52 * DAY;
      leave[u] = stop;
    } else if (!['ctr_007', 'ctr_019'].includes(u) && rnd() < 0.12) {
      stop = j + (0.3 + 0.4 * rnd()) * (end - j);
      leave[u] = stop;
    }
    const growthN = Math.round(n * (1 + (j - start) / (140 * DAY)));
    for (let p = 0; p < growthN; p++) project(u, j + Math.sqrt(rnd()) * (stop - j), u === 'ctr_019', false);
    for (let k = rint(5, 25); k > 0; k--) push(u, 'portal.login', anyTime(j + rnd() * (stop - j)), 0);
  }
  // Inspectors sign in most weekdays.
  for (const u of inspectors) {
    for (let d = dayStart(start); d < end; d += DAY) {
      const wd = new Date(d).getUTCDay();
      if (wd !== 0 && wd !== 6 && rnd() < 0.8)
        push(u, 'portal.login', d + rint(11, 14) * HOUR + rint(0, 3599) * 1000, 0);
    }
  }
  // Outage day: applicants retry signing in again and again.
  const active = [
    ...new Set(
      out
        .filter(
          (e) => (e.userId.startsWith('home') || e.userId.startsWith('ctr')) && e.userId !== 'home_0412',
        )
        .map((e) => e.userId),
    ),
  ];
  for (let k = 0; k < 520; k++)
    push(
      active[rint(0, active.length - 1)],
      'portal.login',
      incident + rint(12, 23) * HOUR + rint(0, 3599) * 1000,
      0,
    );

  out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return out;
}
