// Childcare centre app ("Little Acorns" style daycare): parents and staff.
// Deterministic for a given `now`: a fixed-seed mulberry32 drives every draw, and the timeline is laid
// out by whole UTC days counted back from the current day, then clipped to [now − 120 d, now − 2 min].

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export const EVENT_NAMES = [
  'account_created', // a parent or staff account is registered (value 1)
  'app_open', // the app is opened (value 1)
  'child_checked_in', // check-in at the door kiosk (value = number of children checked in, 1–3)
  'child.checked_out', // check-out at pick-up (value = minutes late at pick-up, 0 when on time)
  'DailyReportPosted', // teacher posts a daily activity report (value = photos attached, 0–12)
  'ReportViewed', // parent opens a daily report (value 1)
  'message-sent', // message between parent and staff (value 1)
  'Invoice Paid', // parent pays an invoice (value = amount in US dollars)
  'absence.reported', // parent reports an absence (value = number of days announced, 1–5)
  'incident_report_filed', // staff file an incident report (value = severity 1 minor … 3 serious)
  'autopay-enabled', // parent switches on autopay (value 1)
  'Pickup Person Added', // parent authorises another adult to pick up (value 1)
];

export const PERSONAS = {
  topParent: 'parent_0007', // most engaged parent: always in, opens the app all the time, messages a lot
  bigPayer: 'parent_0042', // three children enrolled: by far the largest invoices
  latePicker: 'parent_0115', // often late at pick-up
  churner: 'parent_0230', // withdrew the child about 58 days ago; nothing since
  newcomer: 'parent_0388', // account created 4 days ago
  director: 'staff_01', // centre director: messages everyone, files most incident reports
  leadTeacher: 'staff_03', // posts the most daily reports
  newStaff: 'staff_36', // teacher hired 20 days ago
};

export const NOBODY = 'parent_0999';

const N_PARENTS = 390;
const N_STAFF = 36;

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayStart = (t) => Math.floor(t / DAY) * DAY;
const weekStart = (t) => dayStart(t) - ((new Date(t).getUTCDay() + 6) % 7) * DAY;

// The outbreak day: the Wednesday of the ISO week five weeks before the current one (33–39 days ago).
// A stomach bug went round: a burst of incident reports that day and many absences the days after.
export function incidentDay(now) {
  return weekStart(+now) - 5 * WEEK + 2 * DAY;
}

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(20240917);
  const int = (a, b) => a + Math.floor(rnd() * (b - a + 1));
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const today = dayStart(now);
  const outbreak = incidentDay(now);
  const START_K = 121; // generate days k = START_K … 0 (k days before today)
  const events = [];
  const emit = (userId, eventName, eventValue, t) => {
    t = Math.floor(t / 1000) * 1000;
    if (t >= now - 120 * DAY && t <= now - 120_000) {
      events.push({
        userId,
        eventName,
        eventValue,
        timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
      });
    }
  };
  // a time within day `d` (ms) around hour h with spread s hours
  const at = (d, h, s) => d + Math.max(0, Math.min(DAY - 1000, (h + (rnd() + rnd() - 1) * s) * HOUR)); // triangular

  // ---- families -------------------------------------------------------------------------------
  const parents = [];
  for (let i = 1; i <= N_PARENTS; i++) {
    const id = `parent_${String(i).padStart(4, '0')}`;
    let joinK,
      leaveK = -1;
    if (i <= 200)
      joinK = START_K + 10; // enrolled before the window
    else joinK = Math.floor(116 * (1 - Math.sqrt(rnd()))) + 1; // growth: more joins lately
    if (i > 150 && i <= 185) leaveK = int(8, 112); // withdrawals
    const p = {
      id,
      joinK,
      leaveK,
      attend: 0.15 + rnd() * 0.35,
      kids: rnd() < 0.8 ? 1 : 2,
      engage: 0.08 + rnd() * 0.22,
      chat: 0.02 + rnd() * 0.06,
      late: 0.03 + rnd() * 0.07,
      fee: int(9, 16) * 100,
      payDay: int(1, 6),
      autopayK: rnd() < 0.35 ? -2 : -1,
      pickupK: rnd() < 0.2 ? -2 : -1,
    };
    parents.push(p);
  }
  const byId = Object.fromEntries(parents.map((p) => [p.id, p]));
  Object.assign(byId.parent_0007, { attend: 0.9, engage: 2.5, chat: 0.9, late: 0.02 });
  Object.assign(byId.parent_0042, { kids: 3, fee: 2900, attend: 0.7 });
  Object.assign(byId.parent_0115, { late: 0.6, attend: 0.7 });
  Object.assign(byId.parent_0230, { leaveK: 58, joinK: START_K + 10, attend: 0.6, engage: 0.6 });
  Object.assign(byId.parent_0388, { joinK: 4, attend: 0.9, engage: 1, chat: 0.6 });
  for (const p of parents) {
    const span = Math.max(1, Math.min(p.joinK, START_K) - Math.max(p.leaveK, 0));
    if (p.autopayK === -2) p.autopayK = Math.min(p.joinK, START_K) - int(0, Math.max(0, span - 1));
    if (p.pickupK === -2) p.pickupK = Math.min(p.joinK, START_K) - int(0, Math.max(0, span - 1));
  }

  // ---- staff ------------------------------------------------------------------------------------
  const staff = [];
  for (let i = 1; i <= N_STAFF; i++) {
    staff.push({
      id: `staff_${String(i).padStart(2, '0')}`,
      joinK: i === 36 ? 20 : i === 35 ? 75 : START_K + 10,
      reports: i === 3 ? 4 : 0.5 + rnd() * 1.1,
      chat: i === 1 ? 7 : 0.2 + rnd() * 0.6,
      opens: i === 1 ? 4 : 0.5 + rnd(),
      incidents: i === 1 ? 0.35 : 0.04 + rnd() * 0.08,
    });
  }

  let wf = 1;
  for (let k = START_K; k >= 0; k--) {
    const d = today - k * DAY;
    const wd = (new Date(d).getUTCDay() + 6) % 7; // 0 = Monday
    const open = wd < 5;
    const dom = new Date(d).getUTCDate();
    const isOutbreak = d === outbreak;
    const afterOutbreak = d > outbreak && d <= outbreak + 6 * DAY;
    // week-to-week swings (holidays, weather, colds going round)
    if (wd === 0 || k === START_K) wf = 0.82 + rnd() * 0.34;

    for (const p of parents) {
      if (k > p.joinK || (p.leaveK >= 0 && k < p.leaveK)) continue;
      if (k === p.joinK) {
        emit(p.id, 'account_created', 1, at(d, 11, 4));
        emit(p.id, 'app_open', 1, at(d, 12, 4));
      }
      if (k === p.autopayK) emit(p.id, 'autopay-enabled', 1, at(d, 20, 2));
      if (k === p.pickupK) emit(p.id, 'Pickup Person Added', 1, at(d, 19, 3));
      if (dom === p.payDay || (k === p.joinK && k < START_K)) {
        emit(
          p.id,
          'Invoice Paid',
          p.id === 'parent_0042' ? 4200 + int(0, 300) : p.fee * p.kids + int(0, 250),
          k === p.joinK ? at(d, 18.5, 1.5) : at(d, 14, 7),
        );
      }
      const opensToday = Math.floor(p.engage * wf * (open ? 1 : 0.4) + rnd());
      for (let j = 0; j < opensToday; j++) emit(p.id, 'app_open', 1, at(d, 13, 8));
      if (rnd() < p.chat * wf * (open ? 1 : 0.3)) emit(p.id, 'message-sent', 1, at(d, 14, 7));
      if (!open) continue;
      const sick = isOutbreak ? 0.5 : afterOutbreak ? 0.25 : 0;
      if (rnd() < Math.min(0.99, p.attend * wf * [1, 1.18, 1, 0.95, 0.8][wd]) * (1 - sick)) {
        emit(p.id, 'child_checked_in', p.kids, at(d, 8.4, 1));
        const late = rnd() < p.late ? (p.id === 'parent_0115' ? int(10, 45) : int(5, 25)) : 0;
        // about 7% of pick-ups are never scanned out at the kiosk (staff close them by hand)
        if (rnd() < 0.93) emit(p.id, 'child.checked_out', late, at(d, 17.4, 1) + late * 60_000);
        if (rnd() < p.engage) emit(p.id, 'ReportViewed', 1, at(d, 19, 2));
      } else if (rnd() < (isOutbreak ? 0.9 : afterOutbreak ? 0.5 : 0.05)) {
        emit(p.id, 'absence.reported', isOutbreak || afterOutbreak ? int(2, 5) : int(1, 3), at(d, 7, 1));
      }
    }

    for (const s of staff) {
      if (k > s.joinK) continue;
      if (k === s.joinK) emit(s.id, 'account_created', 1, at(d, 9, 1));
      const opens = Math.floor(s.opens * wf * (open ? 1 : 0.15) + rnd());
      for (let j = 0; j < opens; j++) emit(s.id, 'app_open', 1, at(d, 12, 6));
      const msgs = Math.floor(s.chat * (open ? 1 : 0.1) + rnd());
      for (let j = 0; j < msgs; j++) emit(s.id, 'message-sent', 1, at(d, 13, 5));
      if (!open) continue;
      const reps = Math.floor(s.reports + rnd());
      for (let j = 0; j < reps; j++) emit(s.id, 'DailyReportPosted', int(0, 12), at(d, 15.5, 1.5));
      const inc = isOutbreak ? (s.id === 'staff_01' ? 3 : rnd() < 0.6 ? 1 : 0) : rnd() < s.incidents ? 1 : 0;
      for (let j = 0; j < inc; j++)
        emit(s.id, 'incident_report_filed', isOutbreak ? int(2, 3) : pick([1, 1, 1, 2, 2, 3]), at(d, 11, 4));
    }
  }

  events.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
  return events;
}
