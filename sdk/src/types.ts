// The API's shapes, as the server's OpenAPI document (GET /openapi.json) describes them;
// test/sdk/types.test.ts checks these field names against that document.

/** A usage event to record (POST /usage body). `timestamp` defaults to the time of record(). */
export interface UsageEventInput {
  userId: string;
  eventName: string;
  eventValue?: number;
  /** ISO 8601 with an offset, or a Date. */
  timestamp?: string | Date;
}

/** An event as listed by GET /usage. */
export interface UsageEvent {
  eventId: string;
  userId: string;
  eventName: string;
  eventValue: number;
  timestamp: string;
}

/** POST /usage/batch's answer. */
export interface BatchResult {
  accepted: number;
  rejected: { index: number; field: string; message: string }[];
  eventIds: (string | null)[];
}

/** POST /ai's answer. */
export interface Answer {
  answer: string;
  confidence: 'high' | 'medium' | 'low';
  dataPoints: number;
  interpretation?: unknown;
  result?: { columns: string[]; rows: (string | number)[][] };
}
