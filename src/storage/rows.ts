// Row shapes shared by both engines (same table and column names) and their mapping.
import type { Account, UsageEvent } from '../domain/types.js';

export interface AccountRow {
  key: number;
  id: string;
  name: string | null;
  plan: string;
  ai_questions_used: number;
  created_at: number;
}
export interface EventRow {
  event_id: string;
  user_id: string;
  event_name: string;
  event_value: number;
  ts: number;
}

export const toAccount = (r: AccountRow): Account => ({
  id: r.id,
  key: r.key,
  name: r.name,
  plan: r.plan,
  aiQuestionsUsed: r.ai_questions_used,
  createdAt: r.created_at,
});
export const toEvent = (r: EventRow): UsageEvent => ({
  eventId: r.event_id,
  userId: r.user_id,
  eventName: r.event_name,
  eventValue: r.event_value,
  timestamp: r.ts,
});
