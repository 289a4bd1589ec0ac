// The answering engine behind POST /ai.
import type { Answer } from '../domain/types.js';

export interface AnswerRequest {
  accountKey: number;
  question: string;
  /** When the question was received: the "now" of every time phrase. */
  now: Date;
}

export interface AnswerEngine {
  answer(request: AnswerRequest): Promise<Answer>;
}
