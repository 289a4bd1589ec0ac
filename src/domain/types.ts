// The service's own vocabulary, shared by domain/, storage/, ai/ and http/.

/** A usage event as stored and listed. `timestamp` is epoch milliseconds (UTC). */
export interface UsageEvent {
  eventId: string;
  userId: string;
  eventName: string;
  eventValue: number;
  timestamp: number;
}

export interface Account {
  /** Public id, e.g. `acct_01J…`. */
  id: string;
  /** Internal numeric key: the leading column of every account-owned row. */
  key: number;
  name: string | null;
  plan: string;
  aiQuestionsUsed: number;
  createdAt: number;
}

export type Operation = 'POST /usage' | 'POST /usage/batch' | 'POST /ai' | 'GET /usage';
export const OPERATIONS: readonly Operation[] = [
  'POST /usage',
  'POST /usage/batch',
  'POST /ai',
  'GET /usage',
];

export interface RateLimit {
  perMinute: number;
  burst: number;
}

export interface Plan {
  name: string;
  /** Answered questions allowed in total; null = unlimited. */
  aiQuestions: number | null;
  rateLimits: Record<Operation, RateLimit>;
  /** Events older than this many days are refused and deleted; null keeps them forever. */
  retentionDays: number | null;
}

export type Confidence = 'high' | 'medium' | 'low';

export interface Answer {
  answer: string;
  confidence: Confidence;
  dataPoints: number;
  /** Machine-readable reading of the question (plan, resolved range); optional extra field. */
  interpretation?: unknown;
  /** The table behind the answer (a ranking, a breakdown, a comparison, a list), for charts. */
  result?: ResultTable;
}

/** At most 100 rows of the figures an answer states (CONTRACT.md section 6). */
export interface ResultTable {
  columns: string[];
  rows: (string | number)[][];
}
