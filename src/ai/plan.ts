// The typed reading of a question: what to measure, over which events, grouped how.

/** Half-open [from, to) in epoch ms; null means unbounded on that side. */
export interface TimeRange {
  from: number | null;
  to: number | null;
  /** Words for the answer, e.g. "in the last 7 days". */
  label: string;
  /** How the range steps back for "the previous period": a weekend steps back to the weekend before. */
  grain: 'fixed' | 'month' | 'year' | 'weekend' | 'all';
}

/** A condition on each event's value: "orders over $50" is gt 50; between includes both ends. */
export interface ValueFilter {
  op: 'gt' | 'gte' | 'lt' | 'lte' | 'between';
  value: number;
  to?: number;
}

export interface Scope {
  range: TimeRange;
  eventNames: string[];
  userId?: string;
  valueFilter?: ValueFilter;
}

export type ValueAgg = 'sum' | 'avg' | 'min' | 'max' | 'median';
export type Bucket = 'day' | 'week' | 'month' | 'hour' | 'weekday';
/** Events, distinct users or summed values. */
export type Measure = 'count' | 'users' | 'sum';
/**
 * A comparison may also set the average values of two periods side by side ("is csat improving"),
 * or their distinct (user, UTC day) pairs, which per day are the average daily active users.
 */
export type CompareMeasure = Measure | 'avg' | 'user-days';

export type Plan =
  | { kind: 'count'; scope: Scope }
  /** minEvents (maxEvents): users with at least (at most) that many events; per 'days': distinct UTC days with one. */
  /** total: users whose summed value in scope passes it ("customers who spent over $100"). */
  /** share: those users as a percentage of the active users in range (any event), "what percentage of users ordered twice". */
  | {
      kind: 'users';
      scope: Scope;
      perUser?: 'events' | 'value';
      minEvents?: number;
      maxEvents?: number;
      per?: 'events' | 'days';
      total?: ValueFilter;
      share?: boolean;
    }
  | { kind: 'value'; agg: ValueAgg; scope: Scope }
  | {
      kind: 'top';
      by: 'event' | 'user';
      /** max: each user's single largest value ("the biggest single payment") */
      metric: 'count' | 'sum' | 'max';
      order: 'desc' | 'asc';
      n: number;
      scope: Scope;
    }
  /** ranked: every bucket listed by its figure (most first, or fewest first), not in time order. */
  | {
      kind: 'breakdown';
      bucket: Bucket;
      pick: 'all' | 'max' | 'min' | 'avg';
      measure: Measure;
      scope: Scope;
      ranked?: 'desc' | 'asc';
      /** "the 3 busiest hours": the first `top` buckets of the ranking (with any tied at the cut). */
      top?: number;
    }
  /** perDay: each period's events (or value) divided by its length in days, the time elapsed for a running one. */
  | {
      kind: 'compare';
      measure: CompareMeasure;
      earlier: TimeRange;
      later: TimeRange;
      scope: Scope;
      perDay?: boolean;
    }
  | { kind: 'share'; of: 'events' | 'users'; names: string[]; scope: Scope }
  /** "how many days was usr_7 active": the UTC days with one of the user's events (of `names`) in range. */
  | { kind: 'active-days'; scope: Scope & { userId: string } }
  /** One user's part of the events (of `names`, or all): scope.userId's events against everyone's. */
  | { kind: 'user-share'; names: string[]; scope: Scope & { userId: string } }
  /** Events of `part` against events of `base` (all events when empty): a rate (%), a ratio, or "A per B". */
  /** sumPart: the part is measured by its summed value ("points per post"), not by its events. */
  | {
      kind: 'ratio';
      style: 'rate' | 'ratio' | 'per';
      part: string[];
      base: string[];
      sumPart?: boolean;
      scope: Scope;
    }
  /** Users with at least one event of every group in range ("did both A and B"), in any order. */
  | { kind: 'both'; groups: string[][]; scope: Scope }
  /** Net revenue: the summed value of `paid` less the amount of each `back` event (a refund, stored with either sign). */
  | { kind: 'net'; paid: string[]; back: string[]; scope: Scope }
  | { kind: 'conversion'; first: string[]; then: string[]; without?: boolean; scope: Scope }
  /** `list`: "which users stopped": their ids too (the first NEW_USERS_LISTED by id). */
  | { kind: 'churn'; active: TimeRange; inactive: TimeRange; scope: Scope; list?: boolean }
  /** `list`: "who are the new users": their ids too (the first NEW_USERS_LISTED by first event). */
  | { kind: 'new-users'; scope: Scope; list?: boolean }
  /** elapsed: "how long since the last X", "how many days since": the time from then to `now` (epoch ms), in the answer. */
  | {
      kind: 'recency';
      which: 'last' | 'first' | 'both';
      exists: boolean;
      scope: Scope;
      elapsed?: { now: number };
    }
  /** summary: first and last seen; names: the names used; both: "what did they do and when". */
  | { kind: 'user-profile'; facet: 'summary' | 'names' | 'both'; scope: Scope }
  /** oldest: the first events, oldest first ("the very first thing u_1 did"). */
  /** withValue: each event's value in the words too ("the last X, and what was its value"). */
  | { kind: 'recent-events'; n: number; scope: Scope; oldest?: boolean; withValue?: boolean }
  | {
      kind: 'catalogue';
      facet: 'names' | 'totals' | 'name-count';
      /** The stored names a question asked about ("is there an event called X"). */
      asked?: string[];
      /** "which event names have "invoice" in them": the word; `asked` holds the names containing it. */
      containing?: string;
      /** "…, and the date span the data covers": the totals with the times of the first and last event. */
      span?: boolean;
    }
  | { kind: 'overview'; scope: Scope };

export type PlanKind = Plan['kind'];

/** Why a question cannot be answered: rendered as a low-confidence answer. */
export interface Refusal {
  kind: 'refusal';
  reason: 'out-of-scope' | 'not-understood' | 'unknown-event' | 'unknown-user' | 'ambiguous-event';
  detail: string;
  suggestions: string[];
  /** The words of the question that no reading explained, where that is why it was refused. */
  unread?: string[];
}

/** A plan plus the assumptions that make it less than certain. */
export interface Reading {
  plan: Plan;
  assumptions: string[];
  /** Misspelt ordinary words read as the word meant ("snce" as "since"): stated, not an assumption. */
  corrections?: [string, string][];
  /** A word read as the one thing it can mean here ("latency" of api_call as its value): stated, not an assumption. */
  readAs?: [string, string][];
  /** Loose name matches, e.g. "orders" read as order_completed. */
  looseNames: { phrase: string; name: string }[];
  /** "is revenue over 1000": the number the answer's figure is compared with, in words. */
  check?: ValueFilter;
}
