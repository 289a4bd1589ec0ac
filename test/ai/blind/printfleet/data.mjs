// Print-fleet management service: synthetic usage events, deterministic for a given `now`.
const DAY = 86_400_000;

function mulberry32(a) {
  return function () {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const EVENT_NAMES = [
  'printer_online', // a printer came back online (value: minutes it was down)
  'printer.offline', // a printer went offline (value: 0)
  'PrintJobSubmitted', // a print job was sent (value: pages)
  'print_job_completed', // a print job finished (value: pages printed)
  'Print Job Failed', // a print job failed (value: pages lost)
  'toner-low', // toner low alert (value: toner % remaining)
  'toner.cartridge_ordered', // a toner cartridge was ordered (value: amount in USD)
  'PaperJam', // paper jam reported (value: 1)
  'technician_visit', // technician on site (value: minutes on site)
  'Invoice Paid', // monthly invoice paid (value: amount in USD)
  'driver.update_installed', // printer driver update installed (value: 0)
  'portal-login', // someone signed in to the fleet portal (value: 0)
];

export const PERSONAS = {
  topPrinter: 'staff_042', // heaviest printer in the office
  churner: 'staff_017', // heavy user who left about 58 days ago
  newcomer: 'staff_415', // joined 6 days ago
  topTechnician: 'tech_03', // does the most technician visits
  financeLead: 'fin_01', // pays most of the monthly invoices
  tonerHoarder: 'staff_088', // orders far more toner cartridges than anyone
};
export const NOBODY = 'staff_999';

// The driver-update incident: 23 days before now, moved back to a weekday when that is a weekend.
export function incidentDay(nowDate) {
  let t = Math.floor(+nowDate / DAY) * DAY - 23 * DAY;
  while ([0, 6].includes(new Date(t).getUTCDay())) t -= DAY;
  return t;
}
const POWER = { staff_042: 6, staff_131: 5.5, staff_207: 3.2, staff_064: 2.2, staff_156: 1.9 };

const pad = (n, w) => String(n).padStart(w, '0');
const iso = (t) => new Date(Math.floor(t / 1000) * 1000).toISOString().replace('.000Z', 'Z');
const PRICES = [79.99, 89.5, 112, 129.99, 149.5, 189, 214.75, 245];

export function generateEvents(nowDate) {
  const now = +nowDate;
  const rnd = mulberry32(20261125);
  const pick = (arr) => arr[Math.floor(rnd() * arr.length)];
  const latest = now - 120_000,
    earliest = now - 120 * DAY;
  const today = Math.floor(now / DAY) * DAY;
  const out = [];
  const push = (userId, eventName, eventValue, t) => {
    if (t < earliest || t > latest) return;
    out.push({ userId, eventName, eventValue, t });
  };

  // staff: join day (days ago) and leave day (days ago, or -1 = stays)
  const staff = [];
  for (let i = 1; i <= 420; i++) {
    const id = `staff_${pad(i, 3)}`;
    let join = 121,
      leave = -1,
      weight = 0.5 + rnd() * 1.2;
    if (i > 250 && i < 415) join = Math.floor(10 + ((i - 250) / 165) * 105 * rnd() + (415 - i) * 0.4);
    if (i >= 416) join = 8 + Math.floor(rnd() * 14);
    if (rnd() < 0.08 && i < 400) leave = 25 + Math.floor(rnd() * 70);
    if (POWER[id]) {
      weight = POWER[id];
      leave = -1;
      join = 121;
    }
    if (id === 'staff_017') {
      weight = 3.5;
      leave = 58;
      join = 121;
    }
    if (id === 'staff_415') {
      join = 6;
      weight = 1.5;
    }
    if (id === 'staff_088') {
      weight = 1.5;
      leave = -1;
      join = 121;
    }
    staff.push({ id, join, leave, weight, orderer: id === 'staff_088' || rnd() < 0.3 });
  }
  const techs = Array.from({ length: 18 }, (_, i) => `tech_${pad(i + 1, 2)}`);
  const techWeight = techs.map((t, i) =>
    t === 'tech_03' ? 7 : t === 'tech_11' ? 3 : t === 'tech_07' ? 2.1 : 0.8 + (i % 3) * 0.15,
  );
  const pickTech = () => {
    let r = rnd() * techWeight.reduce((a, b) => a + b, 0);
    for (let i = 0; i < techs.length; i++) {
      r -= techWeight[i];
      if (r <= 0) return techs[i];
    }
    return techs[0];
  };
  const fins = Array.from({ length: 6 }, (_, i) => `fin_${pad(i + 1, 2)}`);
  const incidentAgo = Math.round((today - incidentDay(nowDate)) / DAY);

  for (let d = 120; d >= 0; d--) {
    const start = today - d * DAY;
    const wd = (new Date(start).getUTCDay() + 6) % 7; // 0 = Monday
    const weekend = wd >= 5;
    const incident = d === incidentAgo;
    const growth = (0.75 + (0.5 * (120 - d)) / 120) * [1, 1.15, 1.05, 1, 0.8, 1, 0.6][wd];
    const workTime = () => {
      const r = rnd();
      const h = weekend ? 9 + rnd() * 8 : r < 0.25 ? 9 + rnd() : r < 0.55 ? 10 + rnd() * 2.5 : 13 + rnd() * 5;
      return start + Math.floor(h * 3600_000 + rnd() * 60_000);
    };

    for (const s of staff) {
      if (d >= s.join) continue;
      if (s.leave >= 0 && d <= s.leave) continue;
      let p = (weekend ? 0.03 : 0.17) * s.weight * growth;
      if (s.id === 'staff_415' && d >= 1) p = 1;
      if (rnd() >= Math.min(p, 0.95)) continue;
      let t = workTime();
      if (incident)
        push(s.id, 'driver.update_installed', 0, start + 7 * 3600_000 + Math.floor(rnd() * 3600_000));
      if (rnd() < 0.25 + (0.45 * (120 - d)) / 120) {
        push(s.id, 'portal-login', 0, t);
        t += 30_000 + Math.floor(rnd() * 120_000);
      }
      const jobs =
        s.id === 'staff_042'
          ? 3 + Math.floor(rnd() * 4)
          : s.id === 'staff_131'
            ? 2 + Math.floor(rnd() * 3)
            : 1 + Math.floor(rnd() * 3);
      for (let j = 0; j < jobs; j++) {
        const pages = rnd() < 0.8 ? 1 + Math.floor(rnd() * 12) : 12 + Math.floor(rnd() * 60);
        push(s.id, 'PrintJobSubmitted', pages, t);
        const failRate = incident ? 0.6 : 0.06;
        t += 20_000 + Math.floor(rnd() * 90_000);
        if (rnd() < failRate) {
          push(s.id, 'Print Job Failed', pages, t);
          if (incident) {
            // people resubmit after a failure on the driver day
            t += 120_000 + Math.floor(rnd() * 300_000);
            push(s.id, 'PrintJobSubmitted', pages, t);
            push(s.id, rnd() < 0.5 ? 'Print Job Failed' : 'print_job_completed', pages, t + 40_000);
          }
        } else {
          push(s.id, 'print_job_completed', pages, t);
        }
        if (rnd() < (incident ? 0.12 : 0.025)) push(s.id, 'PaperJam', 1, t + 15_000);
        if (rnd() < 0.03 || (s.id === 'staff_088' && rnd() < 0.5)) {
          push(s.id, 'toner-low', 3 + Math.floor(rnd() * 13), t + 5_000);
          if (s.orderer && rnd() < (s.id === 'staff_088' ? 0.95 : 0.8)) {
            push(s.id, 'toner.cartridge_ordered', pick(PRICES), t + 600_000 + Math.floor(rnd() * 7200_000));
          }
        }
        t += 60_000 + Math.floor(rnd() * 600_000);
      }
    }

    // printers dropping off and coming back
    const outages = incident ? 40 : weekend ? Math.floor(rnd() * 2) : 2 + Math.floor(rnd() * 4);
    for (let k = 0; k < outages; k++) {
      const s = pick(staff.filter((x) => d < x.join && !(x.leave >= 0 && d <= x.leave)));
      const t = workTime();
      push(s.id, 'printer.offline', 0, t);
      const down = incident ? 60 + Math.floor(rnd() * 300) : 5 + Math.floor(rnd() * 120);
      push(pickTech(), 'printer_online', down, t + down * 60_000);
      if (rnd() < 0.3) push(pickTech(), 'printer_online', 0, workTime()); // a new printer set up
    }
    // technician visits
    const visits = incident ? 25 : weekend ? (rnd() < 0.3 ? 1 : 0) : 3 + Math.floor(rnd() * 4);
    for (let k = 0; k < visits; k++) {
      const tech = pickTech();
      push(tech, 'technician_visit', 20 + Math.floor(rnd() * 160), workTime());
      if (rnd() < 0.12) push(tech, 'toner.cartridge_ordered', pick(PRICES), workTime());
    }
    // driver updates outside the incident: a trickle by technicians
    if (!weekend && !incident && rnd() < 0.3) push(pickTech(), 'driver.update_installed', 0, workTime());
    if (incident)
      for (let k = 0; k < 12; k++)
        push(
          pickTech(),
          'driver.update_installed',
          0,
          start + 6 * 3600_000 + Math.floor(rnd() * 4 * 3600_000),
        );
    // monthly invoices: paid during the first days of each month
    const dom = new Date(start).getUTCDate();
    if (dom <= 6 && !weekend) {
      const n = 2 + Math.floor(rnd() * 3);
      for (let k = 0; k < n; k++) {
        const f = rnd() < 0.5 ? 'fin_01' : pick(fins);
        push(f, 'Invoice Paid', Math.round((400 + rnd() * 5600) * 100) / 100, workTime());
      }
    }
    // finance and technicians occasionally use the portal
    if (!weekend) {
      for (let k = 0; k < 3; k++) push(rnd() < 0.5 ? pick(fins) : pickTech(), 'portal-login', 0, workTime());
    }
  }
  out.sort((a, b) => a.t - b.t);
  return out.map(({ userId, eventName, eventValue, t }) => ({
    userId,
    eventName,
    eventValue,
    timestamp: iso(t),
  }));
}
