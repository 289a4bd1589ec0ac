// Blind round "payroll": usage events of a payroll & HR SaaS for small companies.
//
// Employees submit timesheets, request leave, upload receipts and file expense claims, and view
// their payslips; managers approve (or reject) timesheets, leave and expenses; each customer
// company has a payroll admin who completes pay runs and submits tax filings; one integration
// bot syncs everything to the customers' accounting software every hour and sometimes fails.
//
// The company roster (who works where, who joins or leaves, habits) comes from a fixed seed and
// does not depend on `now`; the story (onboardings, departures, the sync incident) is placed
// relative to `now`; the weekly rhythm, paydays and the bot's hourly schedule follow the UTC
// calendar.

const MIN = 60_000;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

export const EVENT_NAMES = [
  'timesheet_submitted', // employee; eventValue = hours on the timesheet (a day or a week)
  'TimesheetApproved', // manager; eventValue = hours approved
  'LeaveRequested', // employee; eventValue = days of leave requested (0.5 … 10)
  'Leave Approved', // manager; eventValue = days of leave approved
  'leave-rejected', // manager; eventValue = days of leave rejected
  'ReceiptUploaded', // employee; eventValue = amount on the receipt (USD)
  'expense.submitted', // employee; eventValue = amount claimed (USD)
  'expense-approved', // manager; eventValue = amount approved for reimbursement (USD)
  'payslip_viewed', // employee; eventValue = net pay on the payslip viewed (USD)
  'payrun.completed', // payroll admin; eventValue = number of employees paid in the run
  'Tax Filing Submitted', // payroll admin; eventValue = tax remitted with the filing (USD)
  'AccountingSynced', // integration bot; eventValue = records pushed to the accounting software
  'sync-failed', // integration bot; eventValue = records that failed to sync
];

export const PERSONAS = {
  integrationBot: 'bot_ledger_sync', // the most active user by far: an hourly sync
  busiestManager: 'mgr_204', // approves the daily timesheets of the biggest customer
  payrollAdmin: 'payadmin_07', // payroll admin of the biggest customer (Acme, company 0)
  powerEmployee: 'emp_1187', // the most active employee: daily timesheets, payslips, expenses
  bigSpender: 'emp_1311', // files many large expense claims (travelling sales rep)
  leaveTaker: 'emp_1229', // requests leave far more often than anyone
  churner: 'emp_1042', // left Acme 55 days ago: no events since
  newcomer: 'emp_1463', // joined Acme 6 days ago
};

export const NOBODY = 'emp_9999';

// ---- seeded randomness ------------------------------------------------------------------------

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

function tools(rnd) {
  const uni = (a, b) => a + (b - a) * rnd();
  const int = (a, b) => Math.floor(uni(a, b + 1));
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const normal = (mu, sigma) => {
    const u = 1 - rnd(),
      v = rnd();
    return mu + sigma * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  };
  return { uni, int, pick, normal };
}

const cents = (x) => Math.round(x * 100) / 100;
const hoursOf = (minutes) => Math.round((Math.round(minutes) / 60) * 100) / 100; // hours, 2 decimals

// ---- the customer roster (independent of now) -------------------------------------------------

// Ages are in days before now: a company or person is around while startAge >= age > endAge.
const ONBOARDED = [104, 90, 77, 63, 49, 35, 9, 21]; // companies 18…25 sign up during the window
const COMPANY_CHURN = { 5: 47, 13: 78 }; // two customers leave the product

function buildRoster() {
  const rnd = mulberry32(0x5a1a7e5);
  const { uni, int, pick } = tools(rnd);
  const reserved = new Set([1042, 1187, 1229, 1311, 1463]);
  let nextEmp = 1001,
    nextMgr = 201,
    nextAdmin = 1;
  const empId = () => {
    while (reserved.has(nextEmp)) nextEmp++;
    return `emp_${nextEmp++}`;
  };
  const mgrId = () => {
    if (nextMgr === 204) nextMgr++;
    return `mgr_${nextMgr++}`;
  };
  const adminId = () => {
    if (nextAdmin === 7) nextAdmin++;
    return `payadmin_${String(nextAdmin++).padStart(2, '0')}`;
  };

  const companies = [];
  for (let c = 0; c < 26; c++) {
    const size = c === 0 ? 30 : c === 24 ? 22 : c === 5 ? 6 : int(4, 24);
    const company = {
      index: c,
      startAge: c < 18 ? 999 : ONBOARDED[c - 18],
      endAge: COMPANY_CHURN[c] ?? -1,
      timesheets: c === 0 ? 'daily' : ['daily', 'weekly', 'weekly', 'none'][c % 4],
      payFrequency: c % 3 === 2 ? 'monthly' : 'biweekly',
      parity: c % 2,
      expenses: c === 0 || rnd() < 0.75,
      workStart: c === 0 ? 14 : pick([8, 13, 14, 14, 15, 16]), // UTC hour the working day starts
      taxDay: 10 + (c % 5),
      admin: c === 0 ? 'payadmin_07' : adminId(),
      managers: [],
      employees: [],
    };
    const nManagers = size > 14 ? 2 : 1;
    for (let m = 0; m < nManagers; m++) company.managers.push(c === 0 && m === 0 ? 'mgr_204' : mgrId());
    for (let e = 0; e < size; e++) {
      const joins = rnd() < 0.09,
        leaves = rnd() < 0.07;
      const claimer = rnd() < 0.25;
      company.employees.push({
        id: empId(),
        // Acme's first manager has about two thirds of the team.
        manager: company.managers[nManagers === 1 ? 0 : c === 0 ? (e % 3 === 2 ? 1 : 0) : e % 2],
        startAge: joins ? uni(10, 110) : 999,
        endAge: leaves ? uni(5, 110) : -1,
        netPay: cents(uni(1400, 4800)),
        views: uni(0.5, 2.2), // payslip views per payslip
        expenseRate: company.expenses ? (claimer ? uni(0.03, 0.06) : 0.006) : 0,
        leaveRate: uni(0.012, 0.04),
        weekendShifts: rnd() < 0.15 ? 0.25 : 0.04,
      });
    }
    companies.push(company);
  }

  const acme = companies[0];
  const special = (id, props) =>
    acme.employees.push({
      id,
      manager: 'mgr_204',
      startAge: 999,
      endAge: -1,
      netPay: 2650.4,
      views: 1.2,
      expenseRate: 0.01,
      leaveRate: 0.01,
      weekendShifts: 0.04,
      ...props,
    });
  special('emp_1187', { views: 6, expenseRate: 0.05, weekendShifts: 0.45, netPay: 3120.75 });
  special('emp_1311', { expenseRate: 0.4, bigSpender: true, netPay: 4410.2 });
  special('emp_1229', { leaveRate: 0.12, netPay: 2240.1 });
  special('emp_1042', { endAge: 55, views: 1.5, netPay: 1985.55 });
  special('emp_1463', { startAge: 6, alwaysWorks: true, views: 1.5, netPay: 2075 });
  return companies;
}

const ROSTER = buildRoster();

// ---- the calendar -----------------------------------------------------------------------------

const dayStart = (t) => Math.floor(t / DAY) * DAY;
const weekdayOf = (t) => (new Date(t).getUTCDay() + 6) % 7; // 0 = Monday … 6 = Sunday
const isWorkday = (t) => weekdayOf(t) < 5;
const weekIndex = (t) => Math.floor((dayStart(t) - 4 * DAY) / WEEK); // weeks since Monday 1970-01-05

function lastWorkdayOfMonth(t) {
  const d = new Date(t);
  let x = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0);
  while (!isWorkday(x)) x -= DAY;
  return x;
}

function isPayday(company, day) {
  if (company.payFrequency === 'monthly') return day === lastWorkdayOfMonth(day);
  return weekdayOf(day) === 4 && ((weekIndex(day) % 2) + 2) % 2 === company.parity;
}

function nextTaxDay(company, day) {
  // The company files on its tax day of the month, or the next workday after it.
  const d = new Date(day);
  let x = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), company.taxDay);
  while (!isWorkday(x)) x += DAY;
  return x === day;
}

// ---- events -----------------------------------------------------------------------------------

export function generateEvents(now) {
  const nowMs = +now;
  const earliest = nowMs - 120 * DAY;
  const latest = nowMs - 2 * MIN;
  const rnd = mulberry32(0x9a7011);
  const { uni, int, pick, normal } = tools(rnd);
  const out = [];
  const emit = (userId, eventName, eventValue, t) => {
    out.push({ userId, eventName, eventValue, t: Math.floor(t / 1000) * 1000 });
  };
  const ageOf = (t) => (nowMs - t) / DAY;
  const around = (start, ageFrom, ageTo) => start >= ageFrom && ageFrom > ageTo;
  const workHours = (company, day, from = 0, to = 9) => day + (company.workStart + uni(from, to)) * HOUR;
  const toBusinessTime = (company, t) => {
    // Managers act during their working day: shift evenings and weekends to the next morning.
    let day = dayStart(t);
    const h = (t - day) / HOUR;
    if (h > company.workStart + 10) day += DAY;
    if (h > company.workStart + 10 || h < company.workStart)
      t = day + (company.workStart + uni(0.2, 3)) * HOUR;
    while (!isWorkday(dayStart(t))) t += DAY;
    return t;
  };
  const incidentDay = dayStart(nowMs - 23 * DAY);
  const SYNC_LOAD = [1, 1.3, 1.7, 2.2, 2.9, 0.6, 0.3]; // Monday … Sunday

  for (let day = dayStart(earliest) - 6 * DAY; day <= dayStart(nowMs); day += DAY) {
    const age = ageOf(day);
    const workday = isWorkday(day);
    // Growth stories: expense claims took off after the mobile receipt capture shipped, and leave
    // requests climb steadily towards the holiday season.
    const x = Math.min(1, Math.max(0, (120 - age) / 120));
    const expenseGrowth = 0.3 + 2.2 * x * x;
    const leaveGrowth = 0.5 + 1.5 * x;

    // --- the integration bot: a nightly reconciliation right after midnight, then a sync at about
    // five past every hour ----------------------------------------------------------------------------
    emit(PERSONAS.integrationBot, 'AccountingSynced', int(180, 900), day + uni(20_000, 50_000));
    for (let h = 0; h < 24; h++) {
      const t = day + h * HOUR + 5 * MIN + uni(0, 3 * MIN);
      const busy = workday && h >= 13 && h <= 23;
      // Postings pile up towards the end of the week (timesheets, expenses), weekends are light.
      const records = Math.round((busy ? int(12, 140) : int(2, 36)) * SYNC_LOAD[weekdayOf(day)]);
      if (day === incidentDay && h >= 13 && h <= 20) {
        // The accounting provider's API rejected every push for eight hours; the bot retried every
        // minute while the backlog of unsynced records grew.
        for (let k = 0; k < 60; k++)
          emit(PERSONAS.integrationBot, 'sync-failed', records + k + (h - 13) * 70, t + k * MIN);
        continue;
      }
      if (day === incidentDay && h === 21) {
        emit(PERSONAS.integrationBot, 'AccountingSynced', 1000 + records, t);
        continue;
      }
      if (rnd() < 0.025) {
        emit(PERSONAS.integrationBot, 'sync-failed', int(1, records), t);
        emit(PERSONAS.integrationBot, 'AccountingSynced', records, t + 10 * MIN + uni(0, MIN));
      } else {
        emit(PERSONAS.integrationBot, 'AccountingSynced', records, t);
      }
    }

    for (const company of ROSTER) {
      if (!around(company.startAge, age, company.endAge)) continue;
      const active = company.employees.filter((p) =>
        around(Math.min(p.startAge, company.startAge), age, Math.max(p.endAge, company.endAge)),
      );
      const payday = isPayday(company, day);
      const runDay = isPayday(company, nextWorkdayAfter(day));

      // --- the payroll admin ---------------------------------------------------------------------
      if (runDay && workday && active.length) {
        emit(company.admin, 'payrun.completed', active.length, workHours(company, day, 2, 8));
      }
      if (workday && nextTaxDay(company, day) && active.length) {
        const gross =
          active.reduce((s, p) => s + p.netPay, 0) * (company.payFrequency === 'monthly' ? 1 : 2.17);
        emit(
          company.admin,
          'Tax Filing Submitted',
          cents(gross * uni(0.27, 0.33)),
          workHours(company, day, 1, 8),
        );
      }

      for (const p of active) {
        const manager = p.manager;

        // --- timesheets ---------------------------------------------------------------------------
        let hours = 0,
          submitAt = 0;
        if (company.timesheets === 'daily') {
          const works = p.alwaysWorks ? workday : workday ? rnd() < 0.93 : rnd() < p.weekendShifts;
          if (works) {
            hours = hoursOf(Math.min(720, Math.max(120, normal(468, 78))));
            submitAt = workHours(company, day, 7.5, 10);
          }
        } else if (company.timesheets === 'weekly') {
          const wd = weekdayOf(day);
          if ((wd === 4 && rnd() < 0.9) || (wd === 5 && rnd() < 0.06)) {
            hours = hoursOf(Math.min(3600, Math.max(480, normal(2250, 330))));
            submitAt = workHours(company, day, 5, 10);
          }
        }
        if (hours) {
          emit(p.id, 'timesheet_submitted', hours, submitAt);
          if (rnd() < 0.85) {
            // the others are sent back to the employee for correction
            // Daily timesheets are approved in one batch on Monday morning, after the reminder email;
            // weekly ones within a day or so.
            let at;
            if (company.timesheets === 'daily') {
              let monday = day + DAY;
              while (weekdayOf(monday) !== 0) monday += DAY;
              at = monday + (company.workStart + uni(0.05, 1.1)) * HOUR;
            } else at = toBusinessTime(company, submitAt + uni(1, 30) * HOUR);
            emit(manager, 'TimesheetApproved', hours, at);
          }
        }

        // --- leave ------------------------------------------------------------------------------------
        if (workday && rnd() < p.leaveRate * leaveGrowth) {
          const days = pick([0.5, 1, 1, 1, 2, 2, 3, 4, 5, 5, 10]);
          const t = workHours(company, day, 0, 9);
          emit(p.id, 'LeaveRequested', days, t);
          const r = rnd();
          const decidedAt = toBusinessTime(company, t + uni(1, 70) * HOUR);
          if (r < 0.88) emit(manager, 'Leave Approved', days, decidedAt);
          else if (r < 0.94) emit(manager, 'leave-rejected', days, decidedAt);
        }

        // --- expenses -------------------------------------------------------------------------------
        if (p.expenseRate && rnd() < p.expenseRate * expenseGrowth * (workday ? 1 : 0.25)) {
          const amount = p.bigSpender
            ? cents(uni(350, 2400))
            : cents(Math.min(3000, Math.max(5, Math.exp(normal(Math.log(60), 0.8)))));
          const t = workHours(company, day, 0.5, 11);
          const receipts = 1 + (rnd() < 0.4 ? 1 : 0) + (rnd() < 0.1 ? 1 : 0);
          let left = amount;
          for (let k = 0; k < receipts; k++) {
            const part = k === receipts - 1 ? cents(left) : cents(amount * uni(0.2, 0.45));
            left -= part;
            emit(p.id, 'ReceiptUploaded', part, t - (receipts - k) * uni(1, 9) * MIN);
          }
          emit(p.id, 'expense.submitted', amount, t);
          if (rnd() < 0.75) {
            const approved = rnd() < 0.08 ? cents(amount * uni(0.5, 0.95)) : amount;
            emit(manager, 'expense-approved', approved, toBusinessTime(company, t + uni(3, 90) * HOUR));
          }
        }

        // --- payslips --------------------------------------------------------------------------------
        if (payday) {
          const net = company.payFrequency === 'monthly' ? cents(p.netPay * 2.17) : p.netPay;
          // The mobile app (launched 40 days ago) made people check their payslips more often.
          let n = Math.floor(p.views * (age < 40 ? 1.7 : 1) + rnd());
          if (p.id === 'emp_1463' || p.id === 'emp_1042') n = Math.max(n, 1);
          for (let k = 0; k < n; k++) {
            // Most people open the payslip when their working day starts on payday.
            const first =
              rnd() < 0.6 ? day + (company.workStart + uni(0, 0.95)) * HOUR : day + uni(6, 23.9) * HOUR;
            const t = k === 0 ? first : day + uni(0.3, 6.9) * DAY;
            if (t > nowMs - Math.max(p.endAge, company.endAge) * DAY) continue; // gone by then
            emit(p.id, 'payslip_viewed', net, t);
          }
        }
      }
    }
  }

  return out
    .filter((e) => e.t >= earliest && e.t <= latest)
    .sort(
      (a, b) =>
        a.t - b.t ||
        (a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0) ||
        (a.eventName < b.eventName ? -1 : a.eventName > b.eventName ? 1 : 0),
    )
    .map(({ userId, eventName, eventValue, t }) => ({
      userId,
      eventName,
      eventValue,
      timestamp: new Date(t).toISOString().replace('.000Z', 'Z'),
    }));
}

function nextWorkdayAfter(day) {
  let x = day + DAY;
  while (!isWorkday(x)) x += DAY;
  return x;
}
