// Accounts whose money is told by the values of their events, not by the names alone: a booking
// that is the fare paid, tickets that carry seats, a renewal that carries nothing, a booking that
// carries guests beside a payment of its own.
import type { FixtureEvent } from './fixture.js';

export const MONEY_NOW = new Date('2026-11-20T12:00:00Z');

/** `count` events of one name an hour apart before now, over seven users, with the values given. */
function events(name: string, count: number, value: (i: number) => number): FixtureEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    userId: `u${i % 7}`,
    eventName: name,
    eventValue: value(i),
    timestamp: MONEY_NOW.getTime() - (i + 1) * 3_600_000,
  }));
}

export const MONEY_ACCOUNTS: Record<string, FixtureEvent[]> = {
  // an airline: the fare is the value of the confirmed booking, beside bids for upgrades
  airline: [
    ...events('booking.confirmed', 60, (i) => 90 + (i % 15) * 20),
    ...events('upgrade.bid_placed', 12, (i) => 100 + (i % 4) * 50),
    ...events('app_open', 80, () => 1),
  ],
  // a cinema: a ticket purchase carries its seats, the concessions their price in pounds
  cinema: [
    ...events('ticket.purchased', 50, (i) => 1 + (i % 3)),
    ...events('Concession Ordered', 40, (i) => 4.5 + (i % 9) * 1.25),
    ...events('showtime_viewed', 90, () => 1),
  ],
  // a marina: renewals are recorded with no amount, fuel with its price
  marina: [
    ...events('Membership Renewed', 20, () => 0),
    ...events('fuel.purchased', 30, (i) => 40 + (i % 11) * 13.5),
  ],
  // a box subscription: a pause carries its weeks and a sign-up nothing; the charges are the money
  boxes: [
    ...events('subscriber_signed_up', 20, () => 0),
    ...events('subscription.paused', 15, (i) => 1 + (i % 4)),
    ...events('PaymentCharged', 60, (i) => 24.9 + (i % 5) * 5),
    ...events('payment_refunded', 6, (i) => 10 + i),
  ],
  // a venue hire: the booking carries its guests, the deposit is the money
  venues: [
    ...events('booking_confirmed', 40, (i) => 30 + (i % 12) * 15),
    ...events('deposit-paid', 40, (i) => 200 + (i % 6) * 50),
  ],
};

/** The expected total of "revenue" over all time: the sum of the named events. */
export function totalOf(account: string, names: readonly string[]): { total: number; n: number } {
  const picked = (MONEY_ACCOUNTS[account] ?? []).filter((e) => names.includes(e.eventName));
  return { total: picked.reduce((s, e) => s + e.eventValue, 0), n: picked.length };
}
