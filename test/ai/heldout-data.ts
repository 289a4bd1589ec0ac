// Deterministic datasets of seven products unlike the kit's, for the held-out questions:
// a shop (emails, cents, negative refunds), a music app (UUIDs, PascalCase and spaced names),
// a B2B tool (numeric and `cust-` ids, kebab and dotted names), a game (player42 ids, attempts
// beside outcomes), a ride-hailing app (side outcomes of one noun), a social app (names made of
// words questions also use: liked, points, needed) and a helpdesk (its users are agents, and
// agent.invited is stored). Same now → same events.

export interface Ev {
  userId: string;
  eventName: string;
  eventValue: number;
  timestamp: string;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const SPAN_DAYS = 120;

function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(rnd: () => number, weighted: readonly (readonly [T, number])[]): T {
  let r = rnd() * weighted.reduce((s, [, w]) => s + w, 0);
  for (const [item, w] of weighted) if ((r -= w) < 0) return item;
  const last = weighted[weighted.length - 1];
  if (!last) throw new Error('empty');
  return last[0];
}

// quiet nights, busy evenings for the consumer apps; office hours for B2B
const CONSUMER_HOURS = [2, 1, 1, 1, 1, 1, 2, 3, 4, 5, 5, 6, 7, 6, 6, 6, 7, 8, 10, 12, 12, 10, 7, 4];
const OFFICE_HOURS = [1, 1, 1, 1, 1, 1, 2, 5, 10, 12, 12, 10, 7, 10, 12, 11, 9, 6, 3, 2, 1, 1, 1, 1];
const CONSUMER_DAYS = [0.8, 0.8, 0.85, 0.9, 1.1, 1.4, 1.3]; // Mon..Sun
const OFFICE_DAYS = [1.2, 1.2, 1.15, 1.1, 0.9, 0.2, 0.15];

interface Session {
  user: string;
  t: number;
  rnd: () => number;
  out: Ev[];
}

/** Sessions of each user over the window, with weekday and hour patterns and growth. */
function simulate(
  now: number,
  seed: number,
  userIds: string[],
  hours: number[],
  days: number[],
  rate: number,
  session: (s: Session) => void,
): Ev[] {
  const rnd = prng(seed);
  const out: Ev[] = [];
  const start = Math.floor(now / DAY) * DAY - SPAN_DAYS * DAY;
  for (const user of userIds) {
    const activity = rate * (0.2 + 1.6 * rnd() ** 2);
    const joinDay = rnd() < 0.3 ? 0 : Math.floor(rnd() * SPAN_DAYS);
    const leaveDay = rnd() < 0.2 ? joinDay + Math.floor(rnd() * (SPAN_DAYS - joinDay)) : SPAN_DAYS + 1;
    for (let d = joinDay; d <= SPAN_DAYS && d < leaveDay; d++) {
      const day = start + d * DAY;
      const wd = (new Date(day).getUTCDay() + 6) % 7;
      const growth = 0.7 + (0.6 * d) / SPAN_DAYS;
      if (rnd() > activity * (days[wd] ?? 1) * growth) continue;
      const t =
        day +
        pick(
          rnd,
          hours.map((w, h) => [h, w] as const),
        ) *
          HOUR +
        Math.floor(rnd() * 55 * 60_000);
      if (t >= now - 5 * 60_000) continue;
      session({ user, t, rnd, out });
    }
  }
  return out.sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}

const push = (s: Session, eventName: string, eventValue: number, offsetMin: number): void => {
  s.t += Math.max(1, Math.round(offsetMin)) * 60_000;
  s.out.push({ userId: s.user, eventName, eventValue, timestamp: new Date(s.t).toISOString() });
};
const cents = (x: number): number => Math.round(x * 100) / 100;

const FIRST = ['jane', 'omar', 'li', 'sofia', 'ken', 'ana', 'raj', 'mia', 'tom', 'eva', 'noah', 'zoe'];

export function shopUsers(): string[] {
  const out = ['jane@example.com', 'sam.lee@shop.io'];
  for (let i = 1; i <= 420; i++) out.push(`${FIRST[i % FIRST.length] ?? 'x'}.${i}@example.com`);
  return out;
}

/** page_view, AddToCart, checkout-started, order_completed (cents), refund_issued (negative). */
export function shopEvents(now: number): Ev[] {
  return simulate(now, 11, shopUsers(), CONSUMER_HOURS, CONSUMER_DAYS, 0.16, (s) => {
    const views = 1 + Math.floor(s.rnd() * 5);
    for (let i = 0; i < views; i++) push(s, 'page_view', 0, 1 + s.rnd() * 4);
    if (s.rnd() < 0.45) {
      const items = 1 + Math.floor(s.rnd() * 3);
      let basket = 0;
      for (let i = 0; i < items; i++) {
        const price = cents(4.99 + s.rnd() * 60);
        basket += price;
        push(s, 'AddToCart', price, 1 + s.rnd() * 3);
      }
      if (s.rnd() < 0.6) {
        push(s, 'checkout-started', 0, 2);
        if (s.rnd() < 0.7) {
          push(s, 'order_completed', cents(basket), 3);
          if (s.rnd() < 0.08)
            push(s, 'refund_issued', -cents(basket * (s.rnd() < 0.5 ? 1 : 0.5)), 60 * 24 * (1 + s.rnd()));
        }
      }
    }
  });
}

export function musicUsers(): string[] {
  const rnd = prng(99);
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(rnd() * 16).toString(16)).join('');
  return Array.from({ length: 300 }, () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`);
}

/** SongPlayed, PlaylistCreated, ArtistFollowed, Subscription Started (9.99), Subscription Cancelled. */
export function musicEvents(now: number): Ev[] {
  const subscribed = new Set<string>();
  return simulate(now, 22, musicUsers(), CONSUMER_HOURS, CONSUMER_DAYS, 0.22, (s) => {
    const plays = 2 + Math.floor(s.rnd() * 8);
    for (let i = 0; i < plays; i++) push(s, 'SongPlayed', 1, 3 + s.rnd() * 3);
    if (s.rnd() < 0.05) push(s, 'PlaylistCreated', 1, 2);
    if (s.rnd() < 0.04) push(s, 'ArtistFollowed', 1, 1);
    if (!subscribed.has(s.user) && s.rnd() < 0.03) {
      subscribed.add(s.user);
      push(s, 'Subscription Started', 9.99, 1);
    } else if (subscribed.has(s.user) && s.rnd() < 0.02) {
      subscribed.delete(s.user);
      push(s, 'Subscription Cancelled', 0, 1);
    }
  });
}

export function b2bUsers(): string[] {
  const out: string[] = [];
  for (let i = 0; i < 90; i++) out.push(String(10200 + i * 17));
  for (let i = 1; i <= 60; i++) out.push(`cust-${String(i).padStart(5, '0')}`);
  return out;
}

/** Login, Report Generated, dashboard_viewed, seat-added (12.5), invoice.paid (cents). */
export function b2bEvents(now: number): Ev[] {
  return simulate(now, 33, b2bUsers(), OFFICE_HOURS, OFFICE_DAYS, 0.35, (s) => {
    push(s, 'Login', 0, 1);
    const views = 1 + Math.floor(s.rnd() * 4);
    for (let i = 0; i < views; i++) push(s, 'dashboard_viewed', 0, 2 + s.rnd() * 5);
    if (s.rnd() < 0.35) push(s, 'Report Generated', 1, 3);
    if (s.rnd() < 0.03) push(s, 'seat-added', 12.5, 2);
    if (s.rnd() < 0.02) push(s, 'invoice.paid', cents(99 + s.rnd() * 400), 1);
  });
}

export function gameUsers(): string[] {
  return Array.from({ length: 300 }, (_, i) => `player${i + 1}`);
}

/** user_logged_in, level_up and level_failed (the level), purchase_made, invite_sent, newsletter_subscribed, subscription_started/_cancelled. */
export function gameEvents(now: number): Ev[] {
  return simulate(now, 44, gameUsers(), CONSUMER_HOURS, CONSUMER_DAYS, 0.3, (s) => {
    push(s, 'user_logged_in', 1, 1);
    const levels = Math.floor(s.rnd() * 4);
    for (let i = 0; i < levels; i++)
      push(s, s.rnd() < 0.7 ? 'level_up' : 'level_failed', 1 + Math.floor(s.rnd() * 50), 8);
    if (s.rnd() < 0.05) push(s, 'purchase_made', [0.99, 4.99, 9.99][Math.floor(s.rnd() * 3)] ?? 0.99, 2);
    if (s.rnd() < 0.06) push(s, 'invite_sent', 1, 1);
    if (s.rnd() < 0.02) push(s, 'newsletter_subscribed', 1, 1);
    if (s.rnd() < 0.02) push(s, 'subscription_started', 4.99, 1);
    if (s.rnd() < 0.01) push(s, 'subscription_cancelled', 0, 1);
  });
}

/** app_opened, ride_requested, ride_completed (the fare), ride_cancelled, promo_applied, subscription_renewed (a ride pass). */
export function rideEvents(now: number): Ev[] {
  return simulate(
    now,
    55,
    Array.from({ length: 250 }, (_, i) => `rider_${i + 1}`),
    CONSUMER_HOURS,
    OFFICE_DAYS,
    0.25,
    (s) => {
      push(s, 'app_opened', 1, 1);
      if (s.rnd() < 0.7) {
        push(s, 'ride_requested', 1, 1);
        if (s.rnd() < 0.15) push(s, 'ride_cancelled', 1, 3);
        else {
          push(s, 'ride_completed', cents(6 + s.rnd() * 40), 25);
          if (s.rnd() < 0.1) push(s, 'promo_applied', 1, 1);
        }
      }
      if (s.rnd() < 0.02) push(s, 'subscription_renewed', 9.99, 1);
    },
  );
}

/** post_created, post_liked, comment_added, points_earned (the points), help_needed. */
export function socialEvents(now: number): Ev[] {
  return simulate(
    now,
    66,
    Array.from({ length: 200 }, (_, i) => `member-${i + 1}`),
    CONSUMER_HOURS,
    CONSUMER_DAYS,
    0.3,
    (s) => {
      if (s.rnd() < 0.3) push(s, 'post_created', 1, 2);
      const likes = Math.floor(s.rnd() * 5);
      for (let i = 0; i < likes; i++) push(s, 'post_liked', 1, 1);
      if (s.rnd() < 0.4) push(s, 'comment_added', 1, 3);
      push(s, 'points_earned', 5 + Math.floor(s.rnd() * 20), 1);
      if (s.rnd() < 0.03) push(s, 'help_needed', 1, 2);
    },
  );
}

/** A helpdesk whose users are support agents: agent.invited, ticket.created/.replied/.resolved, csat.submitted (1-5), invoice.paid. */
export function helpdeskEvents(now: number): Ev[] {
  const invited = new Set<string>();
  return simulate(
    now,
    77,
    Array.from({ length: 120 }, (_, i) => String(500100 + i * 7)),
    OFFICE_HOURS,
    OFFICE_DAYS,
    0.4,
    (s) => {
      if (!invited.has(s.user)) {
        invited.add(s.user);
        push(s, 'agent.invited', 1, 1);
      }
      const tickets = 1 + Math.floor(s.rnd() * 3);
      for (let i = 0; i < tickets; i++) {
        push(s, 'ticket.created', 1, 2);
        if (s.rnd() < 0.7) push(s, 'ticket.replied', 30 + Math.floor(s.rnd() * 900), 5);
        if (s.rnd() < 0.55) push(s, 'ticket.resolved', 600 + Math.floor(s.rnd() * 20_000), 20);
      }
      if (s.rnd() < 0.15) push(s, 'csat.submitted', 1 + Math.floor(s.rnd() * 5), 1);
      if (s.rnd() < 0.02) push(s, 'invoice.paid', cents(49 + s.rnd() * 200), 1);
    },
  );
}
