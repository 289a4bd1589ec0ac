// Blind rounds kept as regression tests once their first pass was recorded (docs/ai.md), run by
// blind-rounds-1.test.ts and blind-rounds-2.test.ts (every other round each):
// questions written by someone who saw only SEMANTICS.md and the product's data, never the
// engine. The floors below are the scores after the fixes that followed the first pass; they
// may only go up. First passes: neobank 69/91 (2026-11-24, engine c3c9658); rides 93/104,
// 3 wrong at high, and music 87/106, 1 wrong at high (2026-11-25, engine a3ca064 and the rides
// fixes); fitness 89/96, 2 wrong at high, and food 90/111, 3 wrong at high (engine d29316d);
// news 85/102, 2 wrong at high (engine 3bb1ae5); health 105/111, 2 wrong at high (engine 1db6843);
// travel 104/108, 1 wrong at high (engine 7694947); crm 89/105, 0 wrong at high (engine d652ef9);
// quiz 87/104, 1 wrong at high, and home 93/107, 1 wrong at high (engine 6833a76); cowork 73/84,
// 2 wrong at high (engine e3a5d50).
// Each round's first-pass.txt lies beside it.
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createAnswerEngine } from '../../src/ai/index.js';
import type { Answer } from '../../src/domain/types.js';
import { createSqliteFixture } from './fixture.js';

interface BlindCase {
  id: string;
  type: string;
  question: string | ((now: Date) => string);
  expect(events: unknown[], now: Date): object;
}
const { scoreAnswer } = (await import(
  new URL('../../../shared/ai/eval/score.mjs', import.meta.url).href
)) as {
  scoreAnswer(expected: object, response: Answer): { pass: boolean; reasons: string[] };
};

export const ROUNDS = [
  { product: 'neobank', now: '2026-11-24T20:06:00Z', floor: 91, maxWrongHigh: 0 },
  // compare-support-partial-week expects not-high for "this week compared to last week"; we
  // answer at high with a note on the unequal lengths, as SEMANTICS fixes both periods
  { product: 'rides', now: '2026-11-25T12:00:00Z', floor: 103, maxWrongHigh: 1 },
  { product: 'music', now: '2026-11-25T12:00:00Z', floor: 104, maxWrongHigh: 0 },
  // top-users-last-month expects "Top members?" at high; the rides and food authors expect a
  // bare "Top X?" at not-high, which we follow (the ranking by events is stated as an assumption)
  { product: 'fitness', now: '2026-11-25T12:00:00Z', floor: 95, maxWrongHigh: 0 },
  // other-couriers expects "Which couriers are late most often?" refused; a role noun the ids do not
  // name is read as all the users at medium with that said (2026-11-25), which four other rounds expect
  { product: 'food', now: '2026-11-25T12:00:00Z', floor: 109, maxWrongHigh: 0 },
  { product: 'news', now: '2026-11-25T12:00:00Z', floor: 102, maxWrongHigh: 0 },
  // recency-patient-registered ("When was a patient last registered?") expects high; the bakery
  // author reads "When was a standing order last changed?" as not high: the name's words apart stay loose
  { product: 'health', now: '2026-11-25T12:00:00Z', floor: 110, maxWrongHigh: 0 },
  { product: 'travel', now: '2026-11-25T12:00:00Z', floor: 107, maxWrongHigh: 0 },
  { product: 'crm', now: '2026-11-25T12:00:00Z', floor: 105, maxWrongHigh: 0 },
  { product: 'quiz', now: '2026-11-25T12:00:00Z', floor: 104, maxWrongHigh: 0 },
  // count-loose-adjustments expects "Thermostat adjustments" for thermostat-adjusted below high;
  // the kit reads "file uploads" for file_uploaded at high, which we follow
  { product: 'home', now: '2026-11-25T12:00:00Z', floor: 105, maxWrongHigh: 1 },
  // cw-count-checkins-today-loose expects "check-ins" for checked_in below high; SEMANTICS
  // reads "signups" for signed_up as a near form, which we follow
  { product: 'cowork', now: '2026-11-25T12:00:00Z', floor: 82, maxWrongHigh: 1 },
  { product: 'learn', now: '2026-11-25T14:00:00Z', floor: 108, maxWrongHigh: 0 },
  // top-users-07 expects "searched the most" for search below high (a verb form); SEMANTICS
  // reads "Signed Up" for signed_up as a near form, which we follow
  { product: 'tickets', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 1 },
  { product: 'game', now: '2026-11-25T14:00:00Z', floor: 115, maxWrongHigh: 0 },
  { product: 'rentals', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  { product: 'shop', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 0 },
  { product: 'jobs', now: '2026-11-25T14:00:00Z', floor: 121, maxWrongHigh: 0 },
  // value-rating-min-loose expects "call quality rating" for call_quality_rated below high; the
  // kit reads "file uploads" for file_uploaded at high, which we follow
  { product: 'meet', now: '2026-11-25T14:00:00Z', floor: 108, maxWrongHigh: 1 },
  { product: 'social', now: '2026-11-25T14:00:00Z', floor: 116, maxWrongHigh: 0 },
  // top-users-right-swipers-loose expects "swiped right" for swipe.right below high (a verb
  // form); SEMANTICS reads "Signed Up" and "sign up" for signed_up as near forms, which we follow
  { product: 'dating', now: '2026-11-25T14:00:00Z', floor: 112, maxWrongHigh: 1 },
  { product: 'insurance', now: '2026-11-25T14:00:00Z', floor: 112, maxWrongHigh: 0 },
  { product: 'parking', now: '2026-11-25T14:00:00Z', floor: 113, maxWrongHigh: 0 },
  { product: 'recipes', now: '2026-11-25T14:00:00Z', floor: 107, maxWrongHigh: 0 },
  { product: 'files', now: '2026-11-25T14:00:00Z', floor: 131, maxWrongHigh: 0 },
  { product: 'pets', now: '2026-11-25T14:00:00Z', floor: 125, maxWrongHigh: 0 },
  // value-routes-avg-this-month-loose and share-scans-this-week-loose expect "routes created" and
  // "parcel scans" below high (a plural, a verb form); we read both as near forms, as "signups" is
  { product: 'fleet', now: '2026-11-25T14:00:00Z', floor: 133, maxWrongHigh: 2 },
  // four cases expect "episode downloads", "episodes shared", "shows … followed" and "episode play"
  // below high; the kit reads "file uploads" for file_uploaded at high, which we follow. Two more
  // count tip_sent as revenue: tips are left out of revenue since the salon round (the laundry,
  // salon and moving authors leave them out), so 115 -> 113
  { product: 'podcasts', now: '2026-11-25T14:00:00Z', floor: 113, maxWrongHigh: 4 },
  // count-stops-48h-loose and user-host-listings-loose expect "charging sessions were stopped" and
  // "stations … listed" below high; the kit reads "file uploads" for file_uploaded at high
  { product: 'charging', now: '2026-11-25T14:00:00Z', floor: 112, maxWrongHigh: 2 },
  { product: 'realty', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 0 },
  { product: 'helpdesk', now: '2026-11-25T14:00:00Z', floor: 123, maxWrongHigh: 0 },
  { product: 'forms', now: '2026-11-25T14:00:00Z', floor: 133, maxWrongHigh: 0 },
  // cf-count-launches-loose-last-month expects "campaign launches" for campaign_launched below
  // high; the kit reads "file uploads" for file_uploaded at high, which we follow
  { product: 'crowdfund', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 1 },
  { product: 'streaming', now: '2026-11-25T14:00:00Z', floor: 113, maxWrongHigh: 0 },
  // count-port-in-requests-since expects "port-in requests" for port_in_requested below high; the
  // kit reads "file uploads" for file_uploaded at high, which we follow
  { product: 'telecom', now: '2026-11-25T14:00:00Z', floor: 129, maxWrongHigh: 1 },
  { product: 'tables', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  { product: 'pipelines', now: '2026-11-25T14:00:00Z', floor: 109, maxWrongHigh: 0 },
  // bd-search-busiest-day-30d expects "car searches" for car_search below high; SEMANTICS lists the
  // plural as a near form. cmp-damage-30d expects "damage reports" for damage_reported below high,
  // as the kit's "file uploads" for file_uploaded is not; it was below high only while "the 30
  // before" went unread (2026-11-28, eighth session)
  { product: 'carshare', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 2 },
  // first pass 120/127; count-05 expects "holds were placed" for hold_placed below high, but the crm
  // and health rounds expect a passive of the name's verb at high; words other than a passive's
  // apart ("late fee anyone has paid") are now loose, as value-04 expects
  { product: 'library', now: '2026-11-25T14:00:00Z', floor: 124, maxWrongHigh: 1 },
  // first pass 112/122; count-08 expects "unsubscribes" for `unsubscribed` below high, but SEMANTICS
  // reads "signups" for signed_up as a near form
  { product: 'newsletter', now: '2026-11-25T14:00:00Z', floor: 121, maxWrongHigh: 1 },
  // first pass 93/115; breakdown-unlock-hour-30d expects "doors unlocked" for door_unlocked below
  // high (a plural inside the name, read as a near form here)
  { product: 'smartlock', now: '2026-11-25T14:00:00Z', floor: 110, maxWrongHigh: 1 },
  // first pass 104/116; count-fl7-proposals and count-reviews-before expect "proposals has fl_0007
  // sent" and "reviews were left" below high, where the crm and health rounds expect a passive or
  // perfect of the name's verb at high
  { product: 'freelance', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 2 },
  // first pass 108/121; share-reviews-loose expects "campaign rejections" for campaign-rejected
  // below high, where the kit reads "cancellations" for a cancelled name at high
  { product: 'ads', now: '2026-11-25T14:00:00Z', floor: 116, maxWrongHigh: 1 },
  // first pass 97/119; top-users-04 expects "stock adjustments" for stock-adjusted below high (as ads)
  { product: 'warehouse', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 1 },
  // first pass 109/148 (8 wrong at high)
  { product: 'solar', now: '2026-11-25T14:00:00Z', floor: 143, maxWrongHigh: 0 },
  // first pass 102/137 (3 wrong at high); compare-loose-expense-approvals expects "expense
  // approvals" for expense-approved below high, where the kit reads "cancellations" at high
  { product: 'payroll', now: '2026-11-25T14:00:00Z', floor: 133, maxWrongHigh: 1 },
  // first pass 112/126 (1 wrong at high)
  { product: 'hotel', now: '2026-11-25T14:00:00Z', floor: 121, maxWrongHigh: 0 },
  // first pass 109/130 (1 wrong at high)
  // share-storm-loose ("what percent were pothole reports") expects below high: the noun-form
  // disagreement, read at high since "logged on <date>" reads as recorded on that day
  { product: 'city', now: '2026-11-25T14:00:00Z', floor: 123, maxWrongHigh: 1 },
  // first pass 111/135 (3 wrong at high)
  { product: 'esign', now: '2026-11-25T14:00:00Z', floor: 131, maxWrongHigh: 0 },
  // first pass 114/132 (2 wrong at high); count-logins-48h-loose expects "logins" for `Logged In`
  // below high, where the kit reads "signups" for signed_up as a near form
  { product: 'greenhouse', now: '2026-11-25T14:00:00Z', floor: 129, maxWrongHigh: 1 },
  // first pass 110/123 (2 wrong at high); cmp-invoice-30d expects "invoice.paid total" compared
  // at high, as SEMANTICS' vocabulary reads "total" (the held-out case now agrees, 2026-11-28)
  { product: 'vetclinic', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 0 },
  { product: 'pharmacy', now: '2026-11-25T14:00:00Z', floor: 124, maxWrongHigh: 0 },
  // value-10 "the average credit purchase size, in dollars" expects below high: the noun-form
  // disagreement ("credit purchase" for credits_purchased, as the kit reads "file uploads")
  { product: 'translate', now: '2026-11-25T14:00:00Z', floor: 126, maxWrongHigh: 1 },
  // share-07 expects "document uploads" for document-uploaded below high; the kit reads "file
  // uploads" for file_uploaded at high, which we follow (the noun-form disagreement of earlier rounds)
  { product: 'legal', now: '2026-11-25T14:00:00Z', floor: 125, maxWrongHigh: 1 },
  // first pass 133/136 (0 wrong at high), the first round to meet the bar
  { product: 'fieldservice', now: '2026-11-25T14:00:00Z', floor: 136, maxWrongHigh: 0 },
  // first pass 118/137 (1 wrong at high: "app opens" for app_opened, the noun-form disagreement)
  { product: 'school', now: '2026-11-25T14:00:00Z', floor: 131, maxWrongHigh: 1 },
  // first pass 120/136 (0 wrong at high)
  { product: 'auction', now: '2026-11-25T14:00:00Z', floor: 135, maxWrongHigh: 0 },
  // first pass 114/136 (1 wrong at high: "the week of Sep 28th (through Oct 4th)" read as two days)
  { product: 'oncall', now: '2026-11-25T14:00:00Z', floor: 132, maxWrongHigh: 0 },
  // first pass 110/121 (1 wrong at high: "the very first thing X did, and when" gave the time alone)
  { product: 'energy', now: '2026-11-25T14:00:00Z', floor: 117, maxWrongHigh: 0 },
  // first pass 127/135 (0 wrong at high)
  { product: 'dental', now: '2026-11-25T14:00:00Z', floor: 133, maxWrongHigh: 0 },
  // first pass 123/136 (0 wrong at high; 2026-11-28, fifth session, engine e9ebd15)
  { product: 'taxprep', now: '2026-11-25T14:00:00Z', floor: 134, maxWrongHigh: 0 },
  // first pass 118/132 (3 wrong at high: "most to least" read as the least, "monthly event totals"
  // as summed values, a list of three figures answered with one; engine e9ebd15)
  { product: 'coffee', now: '2026-11-25T14:00:00Z', floor: 132, maxWrongHigh: 0 },
  // first pass 119/131 (0 wrong at high; 2026-11-28, sixth session, engine c27455b)
  { product: 'mortgage', now: '2026-11-25T14:00:00Z', floor: 129, maxWrongHigh: 0 },
  // first pass 112/123 (0 wrong at high; 2026-11-28, sixth session, engine fc437ce)
  { product: 'photostock', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 0 },
  // first pass 119/132 (0 wrong at high; 2026-11-28, seventh session, engine c42c99e)
  { product: 'laundry', now: '2026-11-25T14:00:00Z', floor: 127, maxWrongHigh: 0 },
  // first pass 122/132 (1 wrong at high: "churned last week, meaning active the week before but
  // not last week"; 2026-11-28, seventh session, engine c42c99e)
  { product: 'venues', now: '2026-11-25T14:00:00Z', floor: 129, maxWrongHigh: 0 },
  // first pass 117/126 (1 wrong at high: "showed up for the very first time since the 15th";
  // 2026-11-28, eighth session, engine d95754a)
  { product: 'printshop', now: '2026-11-25T14:00:00Z', floor: 124, maxWrongHigh: 0 },
  // first pass 117/124 (2 wrong at high: "which 3 users have the highest total RentPaid" counted
  // the events; "Unit Reserved then RentPaid …: how many reserved, how many paid afterwards?"
  // counted both; 2026-11-28, eighth session, engine d95754a)
  { product: 'storage', now: '2026-11-25T14:00:00Z', floor: 124, maxWrongHigh: 0 },
  // first pass 117/131 (2 wrong at high: count-07, ch-08; 2026-11-28, eighth session, engine
  // 54b60f7); not yet fixed
  { product: 'apigateway', now: '2026-11-25T14:00:00Z', floor: 126, maxWrongHigh: 1 },
  // first pass 113/123 (2 wrong at high: count-kit-orders-loose, churn-90-not-30; 2026-11-29,
  // eighth session of 2026-11-28, engine 54b60f7); not yet fixed
  { product: 'dnakit', now: '2026-11-25T14:00:00Z', floor: 117, maxWrongHigh: 1 },
  // first pass 119/129 (2 wrong at high: users-tapped-in-loose, churn-new-7d-newcomer; 2026-11-29,
  // ninth session, engine 2c535e0); after fixes 120, the one left "tapped in" for TapIn (near form)
  { product: 'transit', now: '2026-11-25T14:00:00Z', floor: 121, maxWrongHigh: 1 },
  // first pass 120/134 (4 wrong at high: users-06, user-03, user-08, share-08; 2026-11-29, ninth
  // session, engine 2c535e0); after fixes 126, the two left near forms ("logged in", "wine list views")
  { product: 'winery', now: '2026-11-25T14:00:00Z', floor: 130, maxWrongHigh: 2 },
  // first pass 115/121 (none wrong at high; 2026-11-29, ninth session, engine a987ff0); after fixes 119
  { product: 'marina', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 0 },
  // first pass 114/123 (2 wrong at high: top-donors, bd-weekday-rank; 2026-11-29, ninth session,
  // engine a987ff0); after fixes 117, none wrong at high
  { product: 'museum', now: '2026-11-25T14:00:00Z', floor: 121, maxWrongHigh: 0 },
  // first pass 116/125 (1 wrong at high: top-users-01; 2026-11-29, tenth session, engine f8431c9);
  // after fixes 122, none wrong at high
  { product: 'skiresort', now: '2026-11-25T14:00:00Z', floor: 122, maxWrongHigh: 0 },
  // first pass 115/125 (2 wrong at high: count-7, catalogue-7; 2026-11-29, tenth session, engine
  // f8431c9); after fixes 120, the two left near forms ("app opens", "wallet top ups")
  { product: 'vending', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 2 },
  // first pass 118/123 (none wrong at high; 2026-11-29, tenth session, engine f8431c9); after fixes 120
  { product: 'airline', now: '2026-11-25T14:00:00Z', floor: 122, maxWrongHigh: 0 },
  // first pass 118/128 (1 wrong at high: breakdown-absence-weekly; 2026-11-29, tenth session,
  // engine f8431c9); after fixes 124, none wrong at high
  { product: 'childcare', now: '2026-11-25T14:00:00Z', floor: 126, maxWrongHigh: 0 },
  // first pass 126/137 (2 wrong at high: topus-referrer, churn-60-30; 2026-11-29, tenth session,
  // engine d548887); after fixes 131, none wrong at high
  { product: 'carwash', now: '2026-11-25T14:00:00Z', floor: 133, maxWrongHigh: 0 },
  // first pass 127/132 (none wrong at high; 2026-11-29, tenth session, engine d548887); after fixes 129
  { product: 'bikeshare', now: '2026-11-25T14:00:00Z', floor: 129, maxWrongHigh: 0 },
  // first pass 128/140 (none wrong at high; 2026-11-29, tenth session, engine 5a0daed); after fixes 131
  { product: 'esports', now: '2026-11-25T14:00:00Z', floor: 132, maxWrongHigh: 0 },
  // first pass 127/132 (2 wrong at high: tutoring-047-top-users, tutoring-062-user; 2026-11-29, tenth
  // session, engine 9dca786); after fixes 129, none wrong at high
  { product: 'tutoring', now: '2026-11-25T14:00:00Z', floor: 129, maxWrongHigh: 0 },
  // first pass 121/129 (1 wrong at high: compare-08; 2026-11-29, tenth session, engine 9dca786);
  // after fixes 123, none wrong at high
  { product: 'cinema', now: '2026-11-25T14:00:00Z', floor: 127, maxWrongHigh: 0 },
  // first pass 128/130 (none wrong at high; 2026-11-29, eleventh session, engine fd729ad)
  { product: 'farmbox', now: '2026-11-25T14:00:00Z', floor: 130, maxWrongHigh: 0 },
  // first pass 109/127 (7 wrong at high; 2026-11-29, eleventh session, engine d1d9817)
  { product: 'foodbank', now: '2026-11-25T14:00:00Z', floor: 122, maxWrongHigh: 3 },
  // first pass 119/132 (1 wrong at high: churn-crew-leaver; 2026-11-29, eleventh session, engine 2819780)
  { product: 'moving', now: '2026-11-25T14:00:00Z', floor: 122, maxWrongHigh: 0 },
  // first pass 117/126 (none wrong at high; 2026-11-29, eleventh session, engine 374cf99)
  { product: 'golf', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 0 },
  // first pass 121/128 (none wrong at high; 2026-11-29, eleventh session, engine 92df258)
  { product: 'campground', now: '2026-11-25T14:00:00Z', floor: 126, maxWrongHigh: 0 },
  // first pass 109/125 (3 wrong at high: top-users-giftcards, bd-weekday-noshows, cat-overview;
  // 2026-11-29, eleventh session, engine ca7d261)
  { product: 'salon', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 0 },
  // first pass 126/134 (2 wrong at high: count-06, breakdown-07; 2026-11-29, eleventh session, engine 7b22d02)
  { product: 'autoshop', now: '2026-11-25T14:00:00Z', floor: 129, maxWrongHigh: 1 },
  // first pass 117/125 (none wrong at high; 2026-11-29, eleventh session, engine 0740809)
  { product: 'makerspace', now: '2026-11-25T14:00:00Z', floor: 121, maxWrongHigh: 0 },
  // first pass 112/120 (1 wrong at high: tu-03; 2026-11-29, eleventh session, engine 0740809)
  { product: 'clinicq', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 0 },
  // first pass 105/113 (2 wrong at high: top-users-ml, compare-taplist-loose-7d; 2026-11-29, eleventh
  // session, engine d7f22bd)
  { product: 'brewery', now: '2026-11-25T14:00:00Z', floor: 109, maxWrongHigh: 1 },
  // first pass 117/124 (1 wrong at high: churn-04; 2026-11-29, eleventh session, engine 876c8b6)
  { product: 'bookshop', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 0 },
  // first pass 100/113 (none wrong at high; 2026-11-29, eleventh session, engine 88a60ad)
  { product: 'watercoop', now: '2026-11-25T14:00:00Z', floor: 109, maxWrongHigh: 0 },
  // first pass 114/120 (none wrong at high; 2026-11-29, eleventh session, engine 07e41b0)
  { product: 'sitters', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  // first pass 115/117 (none wrong at high; 2026-11-29, twelfth session, engine bd2eb25)
  { product: 'florist', now: '2026-11-25T14:00:00Z', floor: 115, maxWrongHigh: 0 },
  // first pass 112/122 (2 wrong at high: count-incident-loose, bd-completed-weekly; 2026-11-29,
  // twelfth session, engine bd2eb25)
  { product: 'escaperoom', now: '2026-11-25T14:00:00Z', floor: 115, maxWrongHigh: 1 },
  // first pass 112/121 (1 wrong at high: catalogue-names-by-volume; 2026-11-29, twelfth session,
  // engine 8821d1f)
  { product: 'linkshort', now: '2026-11-25T14:00:00Z', floor: 115, maxWrongHigh: 0 },
  // first pass 108/122 (2 wrong at high: top-events-between, bd-cafe-weekday-busiest; 2026-11-29,
  // twelfth session, engine 8821d1f)
  { product: 'ferry', now: '2026-11-25T14:00:00Z', floor: 111, maxWrongHigh: 0 },
  // first pass 108/120 (4 wrong at high: count-views-loose, conv-app-approved-since, churn-weeks,
  // other-salary; 2026-11-29, twelfth session, engine 0d69587)
  { product: 'shelter', now: '2026-11-25T14:00:00Z', floor: 113, maxWrongHigh: 1 },
  // first pass 114/120 (none wrong at high; 2026-11-29, twelfth session, engine 1cb36a8)
  { product: 'flags', now: '2026-11-25T14:00:00Z', floor: 115, maxWrongHigh: 0 },
  // first pass 116/119 (none wrong at high; 2026-11-29, twelfth session, engine c98b68c)
  { product: 'langschool', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  // first pass 116/120 (1 wrong at high: conv-booked-final; 2026-11-29, twelfth session, engine 7d74079)
  { product: 'tattoo', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 0 },
  // first pass 116/119 (none wrong at high; 2026-11-29, twelfth session, engine 7af2972)
  { product: 'racereg', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  // first pass 116/127 (1 wrong at high: catalogue-overview; 2026-11-29, twelfth session, engine 3220ea6)
  { product: 'lockers', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 0 },
  // first pass 114/123 (1 wrong at high: count-score-reports-month; 2026-11-29, twelfth session,
  // engine 3220ea6)
  { product: 'league', now: '2026-11-25T14:00:00Z', floor: 116, maxWrongHigh: 1 },
  // first pass 113/120 (none wrong at high; 2026-11-29, twelfth session, engine 250b321)
  // churn-07's dataPoints count the events of both periods twice where they overlap; the bowling
  // author counts them once, as the engine now does (the events read)
  { product: 'recycling', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 1 },
  // first pass 112/118 (1 wrong at high: value-stay-price-loose; 2026-11-29, twelfth session, engine fab7920)
  { product: 'kennels', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 1 },
  // first pass 117/120 (none wrong at high; 2026-11-29, twelfth session, engine fab7920)
  { product: 'webinars', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  // first pass 115/126 (1 wrong at high: cmp-yesterday-views; 2026-11-29, twelfth session, engine 9b6f4e9)
  { product: 'plantshop', now: '2026-11-25T14:00:00Z', floor: 117, maxWrongHigh: 1 },
  // first pass 120/124 (1 wrong at high: recency-6; 2026-11-29, twelfth session, engine 620888d)
  { product: 'coldchain', now: '2026-11-25T14:00:00Z', floor: 122, maxWrongHigh: 1 },
  // first pass 108/122 (2 wrong at high: count-9, catalogue-6; 2026-11-29, thirteenth session, engine a803e28)
  { product: 'hackathon', now: '2026-11-25T14:00:00Z', floor: 116, maxWrongHigh: 1 },
  // first pass 117/122 (1 wrong at high: cat-events-users-names; 2026-11-29, thirteenth session, engine a803e28)
  { product: 'blooddrive', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 0 },
  // first pass 118/123 (0 wrong at high; 2026-11-29, thirteenth session, engine 608e7a8)
  { product: 'irrigation', now: '2026-11-25T14:00:00Z', floor: 122, maxWrongHigh: 0 },
  // first pass 112/123 (1 wrong at high: churn-8; 2026-11-29, thirteenth session, engine 33d05bd)
  { product: 'bowling', now: '2026-11-25T14:00:00Z', floor: 117, maxWrongHigh: 0 },
  // first pass 113/123 (0 wrong at high; 2026-11-29, thirteenth session, engine fdaa6b0)
  { product: 'wedding', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 0 },
  // first pass 117/122 (1 wrong at high: share-wheel-month; 2026-11-29, thirteenth session, engine 0121a19)
  { product: 'pottery', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 1 },
  // first pass 115/121 (1 wrong at high: count-02; 2026-11-29, thirteenth session, engine 0121a19)
  { product: 'radio', now: '2026-11-25T14:00:00Z', floor: 117, maxWrongHigh: 1 },
  // first pass 108/121 (2 wrong at high: count-all-lastweek, cat-invoice-event; 2026-11-29, thirteenth session, engine da86f60)
  { product: 'bakery', now: '2026-11-25T14:00:00Z', floor: 111, maxWrongHigh: 1 },
  // first pass 112/118 (1 wrong at high: obs-share-checkins-loose; 2026-11-29, thirteenth session, engine 94092aa)
  { product: 'observatory', now: '2026-11-25T14:00:00Z', floor: 112, maxWrongHigh: 1 },
  // first pass 113/120 (0 wrong at high; 2026-11-29, thirteenth session, engine 94092aa)
  { product: 'seedbank', now: '2026-11-25T14:00:00Z', floor: 116, maxWrongHigh: 0 },
  // first pass 110/118 (2 wrong at high: churn-07, catalogue-06; 2026-11-29, thirteenth session, engine 747a0e9)
  { product: 'printfleet', now: '2026-11-25T14:00:00Z', floor: 113, maxWrongHigh: 0 },
  // first pass 110/119 (1 wrong at high: users-30d; 2026-11-29, thirteenth session, engine 747a0e9)
  { product: 'karaoke', now: '2026-11-25T14:00:00Z', floor: 113, maxWrongHigh: 0 },
  // first pass 118/122 (0 wrong at high; 2026-11-29, thirteenth session, engine e0bcbbd)
  { product: 'thrift', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 0 },
  // first pass 113/119 (1 wrong at high: cnt-06; 2026-11-29, thirteenth session, engine e0bcbbd)
  { product: 'volunteers', now: '2026-11-25T14:00:00Z', floor: 115, maxWrongHigh: 1 },
  // first pass 112/125 (0 wrong at high; 2026-11-29, thirteenth session, engine e0bcbbd)
  { product: 'courier', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  // first pass 114/125 (3 wrong at high: count-loads-before, users-tickets-48h, conv-reg-prize-90d; 2026-11-29, thirteenth session, engine e0bcbbd)
  { product: 'arcade', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 1 },
  // first pass 115/118 (2 wrong at high: value-12, churn-08; 2026-11-29, thirteenth session, engine d756738)
  { product: 'evrepair', now: '2026-11-25T14:00:00Z', floor: 117, maxWrongHigh: 0 },
  // first pass 117/120 (1 wrong at high: cmp-04; 2026-11-29, thirteenth session, engine db48505)
  { product: 'rowing', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 1 },
  // first pass 110/120 (1 wrong at high: topev-08; 2026-11-29, thirteenth session, engine db48505)
  { product: 'mealprep', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 0 },
  // first pass 118/121 (0 wrong at high; 2026-11-29, thirteenth session, engine db48505)
  { product: 'choir', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 0 },
  // first pass 117/124 (0 wrong at high; e-scooter rental; 2026-11-29, fourteenth session, engine 63c416b)
  { product: 'scooters', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  // first pass 119/120 (0 wrong at high; music-lesson marketplace; 2026-11-29, fourteenth session, engine 63c416b)
  { product: 'lessons', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 0 },
  // first pass 115/121 (0 wrong at high; grant-application portal; 2026-11-29, fourteenth session, engine 506c464)
  { product: 'grants', now: '2026-11-25T14:00:00Z', floor: 116, maxWrongHigh: 0 },
  // first pass 114/121 (1 wrong at high; hive monitoring; 2026-11-29, fourteenth session, engine 223fc49)
  { product: 'apiary', now: '2026-11-25T14:00:00Z', floor: 115, maxWrongHigh: 0 },
  // first pass 114/122 (1 wrong at high; climbing-gym member app; 2026-11-29, fourteenth session, engine f512808)
  { product: 'climbing', now: '2026-11-25T14:00:00Z', floor: 117, maxWrongHigh: 0 },
  // first pass 110/120 (2 wrong at high; food-truck POS and pre-orders; 2026-11-29, fourteenth session, engine f512808)
  { product: 'foodtruck', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 0 },
  // first pass 120/121 (0 wrong at high; design-tool plugin marketplace; 2026-11-29, fourteenth session, engine 34a51bb)
  { product: 'plugins', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 0 },
  // first pass 112/121 (3 wrong at high; hospital shift scheduling; 2026-11-29, fourteenth session, engine 77b3de9)
  { product: 'shifts', now: '2026-11-25T14:00:00Z', floor: 115, maxWrongHigh: 0 },
  // first pass 113/122 (1 wrong at high; freelancer invoicing; 2026-11-29, fourteenth session, engine de5c040)
  { product: 'invoicing', now: '2026-11-25T14:00:00Z', floor: 116, maxWrongHigh: 0 },
  // first pass 113/121 (1 wrong at high; sailing-club members' app; 2026-11-29, fourteenth session, engine 3fff5b7)
  { product: 'sailclub', now: '2026-11-25T14:00:00Z', floor: 113, maxWrongHigh: 1 },
  // first pass 108/120 (0 wrong at high; game-server hosting panel; 2026-11-29, fourteenth session, engine f18cea4)
  { product: 'gamehost', now: '2026-11-25T14:00:00Z', floor: 117, maxWrongHigh: 0 },
  // first pass 116/123 (2 wrong at high; zoo visitor app; 2026-11-29, fourteenth session, engine f18cea4)
  { product: 'zoo', now: '2026-11-25T14:00:00Z', floor: 117, maxWrongHigh: 1 },
  // first pass 114/122 (1 wrong at high; shoe-repair and key-cutting kiosks; 2026-11-29, fourteenth session, engine 9f34a5c)
  { product: 'cobbler', now: '2026-11-25T14:00:00Z', floor: 115, maxWrongHigh: 1 },
  // first pass 95/121 (8 wrong at high; employer commuter carpool; 2026-11-29, fourteenth session, engine 9f34a5c)
  { product: 'carpool', now: '2026-11-25T14:00:00Z', floor: 104, maxWrongHigh: 4 },
  // first pass 111/115 (1 wrong at high; eyewear retail chain; 2026-11-29, fifteenth session, engine f7c349b)
  { product: 'optician', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 1 },
  // first pass 117/121 (0 wrong at high; backpacker hostel group; 2026-11-29, fifteenth session, engine 70693a3)
  { product: 'hostel', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 0 },
  // first pass 112/123 (2 wrong at high; surf school and board rental; 2026-11-29, fifteenth session, engine 70693a3)
  { product: 'surfschool', now: '2026-11-25T14:00:00Z', floor: 116, maxWrongHigh: 2 },
  // first pass 116/120 (0 wrong at high; drone delivery dispatch; 2026-11-29, fifteenth session, engine 51d0661)
  { product: 'drones', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  // first pass 109/121 (0 wrong at high; consumer VPN app; 2026-11-29, fifteenth session, engine 4586c9d)
  { product: 'vpn', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 0 },
  // first pass 113/122 (0 wrong at high; corporate mailroom and package intake; 2026-11-29, fifteenth session, engine 9c660ed)
  { product: 'mailroom', now: '2026-11-25T14:00:00Z', floor: 117, maxWrongHigh: 0 },
  // first pass 114/121 (1 wrong at high; smart thermostat cloud; 2026-11-29, fifteenth session, engine d794850)
  { product: 'thermostat', now: '2026-11-25T14:00:00Z', floor: 116, maxWrongHigh: 0 },
  // first pass 108/123 (0 wrong at high; toll-road tag accounts; 2026-11-29, fifteenth session, engine d2a73db)
  { product: 'tollroad', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 0 },
  // first pass 119/120 (0 wrong at high; piano tuning and repair; 2026-11-29, fifteenth session, engine 208a777)
  { product: 'pianotuning', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 0 },
  // first pass 123/127 (1 wrong at high; city building-permit portal; 2026-11-29, fifteenth session, engine 91772ff)
  { product: 'permits', now: '2026-11-25T14:00:00Z', floor: 124, maxWrongHigh: 1 },
  // first pass 120/123 (0 wrong at high; lifeguard and beach patrol; 2026-11-29, fifteenth session, engine 4ad0290)
  { product: 'beachpatrol', now: '2026-11-25T14:00:00Z', floor: 123, maxWrongHigh: 0 },
  // first pass 113/117 (0 wrong at high; bar jukebox app; 2026-11-29, fifteenth session, engine 937c6a7)
  { product: 'jukebox', now: '2026-11-25T14:00:00Z', floor: 115, maxWrongHigh: 0 },
  // first pass 108/122 (1 wrong at high; tailoring and alterations shop; 2026-11-29, sixteenth session, engine 5fb2047)
  { product: 'tailor', now: '2026-11-25T14:00:00Z', floor: 108, maxWrongHigh: 0 },
  // first pass 114/121 (0 wrong at high; indoor ice rinks; 2026-11-29, sixteenth session, engine 5fb2047)
  { product: 'icerink', now: '2026-11-25T14:00:00Z', floor: 116, maxWrongHigh: 0 },
  // first pass 113/116 (1 wrong at high; remote notarization platform; 2026-11-29, sixteenth session, engine 14a18ac)
  { product: 'notary', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 0 },
  // first pass 114/119 (1 wrong at high; commercial waste hauler; 2026-11-29, sixteenth session, engine d271213)
  { product: 'wastehaul', now: '2026-11-25T14:00:00Z', floor: 115, maxWrongHigh: 0 },
  // first pass 118/121 (0 wrong at high; captioning and subtitle service; 2026-11-29, sixteenth session, engine 1160837)
  { product: 'captioning', now: '2026-11-25T14:00:00Z', floor: 121, maxWrongHigh: 0 },
  // first pass 114/121 (3 wrong at high; pawnshop back office; 2026-11-29, sixteenth session, engine 34b2c85)
  { product: 'pawnshop', now: '2026-11-25T14:00:00Z', floor: 116, maxWrongHigh: 2 },
  // first pass 117/122 (1 wrong at high; genealogy and DNA matching; 2026-11-29, sixteenth session, engine 1126da9)
  { product: 'genealogy', now: '2026-11-25T14:00:00Z', floor: 117, maxWrongHigh: 1 },
  // first pass 117/125 (0 wrong at high; chimney sweeping and inspection; 2026-11-29, sixteenth session, engine 11cbc0a)
  { product: 'chimneysweep', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 0 },
  // first pass 120/122 (0 wrong at high; lawn care and landscaping; 2026-11-29, sixteenth session, engine 8924786)
  { product: 'lawncare', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 0 },
  // first pass 128/129 (0 wrong at high; kombucha subscription shop; 2026-11-29, sixteenth session, engine 8924786)
  { product: 'kombucha', now: '2026-11-25T14:00:00Z', floor: 129, maxWrongHigh: 0 },
  // first pass 123/127 (1 wrong at high; hearing-aid and audiology clinics; 2026-11-29, sixteenth session, engine 8924786)
  { product: 'audiology', now: '2026-11-25T14:00:00Z', floor: 124, maxWrongHigh: 1 },
  // first pass 116/121 (0 wrong at high; adventure park ropes course; 2026-11-29, sixteenth session, engine 7cd5576)
  { product: 'ropecourse', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  // first pass 113/117 (0 wrong at high; social reading app; 2026-11-29, sixteenth session, engine 22df474)
  { product: 'bookclub', now: '2026-11-25T14:00:00Z', floor: 113, maxWrongHigh: 0 },
  // first pass 115/120 (0 wrong at high; mobile pet grooming; 2026-11-29, sixteenth session, engine 31f4b74)
  { product: 'grooming', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  // first pass 116/123 (1 wrong at high; city bus depot; 2026-11-29, sixteenth session, engine dde4bbb)
  { product: 'busdepot', now: '2026-11-25T14:00:00Z', floor: 117, maxWrongHigh: 1 },
  // first pass 113/119 (1 wrong at high; glassblowing studio; 2026-11-29, sixteenth session, engine 460c585)
  { product: 'glassstudio', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 1 },
  // first pass 95/112 (4 wrong at high; wholesale fish-market platform; 2026-11-29, sixteenth session, engine 0d24661)
  { product: 'fishmarket', now: '2026-11-25T14:00:00Z', floor: 95, maxWrongHigh: 4 },
  // first pass 112/115 (1 wrong at high; tool-lending library; 2026-11-29, sixteenth session, engine 0d24661)
  { product: 'toolshare', now: '2026-11-25T14:00:00Z', floor: 114, maxWrongHigh: 0 },
  // first pass 119/126 (3 wrong at high; orthodontic clinics; 2026-11-30, seventeenth session, engine c37d65d)
  { product: 'orthodontics', now: '2026-11-25T14:00:00Z', floor: 123, maxWrongHigh: 2 },
  // first pass 117/120 (0 wrong at high; pest control; 2026-11-30, seventeenth session, engine 646e71a)
  { product: 'pestcontrol', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 0 },
  // first pass 115/129 (3 wrong at high; 24-hour locksmith; 2026-11-30, seventeenth session, engine b651db3)
  { product: 'locksmith', now: '2026-11-25T14:00:00Z', floor: 120, maxWrongHigh: 2 },
  // first pass 115/119 (1 wrong at high; elevator and escalator service; 2026-11-30, seventeenth session, engine b52b833)
  { product: 'liftservice', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  // first pass 116/121 (0 wrong at high; tree care; 2026-11-30, seventeenth session, engine d4712b3)
  { product: 'arborist', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  // first pass 120/128 (1 wrong at high; saunas and bathhouses; 2026-11-30, seventeenth session, engine d4712b3)
  // users-10 expects "(session bookings)" for session_booked below high; its first pass ran on d4712b3,
  // which read such nouns as loose, reverted in 5b41340 because the kit reads "subscription
  // cancellations" at high
  { product: 'bathhouse', now: '2026-11-25T14:00:00Z', floor: 121, maxWrongHigh: 2 },
  // first pass 117/121 (0 wrong at high; indoor trampoline parks; 2026-11-30, seventeenth session, engine e19e39f)
  { product: 'trampoline', now: '2026-11-25T14:00:00Z', floor: 118, maxWrongHigh: 0 },
  // first pass 116/121 (2 wrong at high; community garden allotments; 2026-11-30, seventeenth session, engine 2dfb4de)
  { product: 'allotments', now: '2026-11-25T14:00:00Z', floor: 119, maxWrongHigh: 0 },
  // first pass 122/126 (0 wrong at high; indoor go-kart track; 2026-11-30, seventeenth session, engine a6aee6e)
  { product: 'karting', now: '2026-11-25T14:00:00Z', floor: 123, maxWrongHigh: 0 },
  // first pass 104/112 (1 wrong at high; outpatient dialysis centres; 2026-11-30, seventeenth session, engine 6dea32f)
  { product: 'dialysis', now: '2026-11-25T14:00:00Z', floor: 106, maxWrongHigh: 1 },
];

/**
 * Runs the rounds whose index into ROUNDS is `part` modulo `parts` (the suite runs them as two
 * test files, so both cores share them). BLIND_ONLY=a,b or BLIND_FROM=n (an index into ROUNDS)
 * narrows them further, while working.
 */
export function runBlindRounds(part: number, parts: number): void {
  const fixture = createSqliteFixture();
  const engine = createAnswerEngine({ analytics: fixture.runner });
  after(() => fixture.close());
  const only = process.env.BLIND_ONLY?.split(',');
  const from = Number(process.env.BLIND_FROM ?? 0);
  for (const [i, round] of ROUNDS.entries()) {
    if (i % parts !== part || (only && !only.includes(round.product)) || i < from) continue;
    test(`blind round ${round.product}: at least ${round.floor} pass, at most ${round.maxWrongHigh} wrong at high`, async () => {
      const data = (await import(`./blind/${round.product}/data.mjs`)) as {
        generateEvents(
          now: Date,
        ): { userId: string; eventName: string; eventValue: number; timestamp: string }[];
      };
      const { cases } = (await import(`./blind/${round.product}/cases.mjs`)) as { cases: BlindCase[] };
      const now = new Date(round.now);
      const events = data.generateEvents(now);
      fixture.insert(100 + i, events);
      let passed = 0;
      const wrongHigh: string[] = [];
      const failures: string[] = [];
      for (const c of cases) {
        const question = typeof c.question === 'function' ? c.question(now) : c.question;
        const answer = await engine.answer({ accountKey: 100 + i, question, now });
        const { pass, reasons } = scoreAnswer(c.expect(events, now), answer);
        if (pass) passed++;
        else {
          failures.push(
            `${c.id}: ${question}\n  -> [${answer.confidence}] ${answer.answer.slice(0, 160)}\n  ${reasons.slice(0, 3).join('; ')}`,
          );
          if (answer.confidence === 'high') wrongHigh.push(c.id);
        }
      }
      if (process.env.BLIND_VERBOSE) console.log(failures.join('\n'));
      console.log(
        `blind ${round.product}: ${passed}/${cases.length}, wrong at high ${wrongHigh.length} (${wrongHigh.join(', ')})`,
      );
      assert.ok(passed >= round.floor, `${passed} < ${round.floor}`);
      assert.ok(wrongHigh.length <= round.maxWrongHigh, wrongHigh.join(', '));
    });
  }
}
