// POST /ai: the trial allowance around the answering engine.
import type { ServiceContext } from '../context.js';
import { TrialLimitError, ValidationError } from './errors.js';
import type { Account, Answer } from './types.js';

/** The answer, and for a plan with an allowance the questions left after it (null: unlimited, or not known). */
export interface Asked {
  answer: Answer;
  questionsLeft: number | null;
}

export async function askQuestion(
  ctx: ServiceContext,
  account: Account,
  question: string,
  now = new Date(),
): Promise<Asked> {
  const plan = ctx.plans.get(account.plan);
  if (!plan) throw new ValidationError('plan', `account plan "${account.plan}" is not configured`);
  // Reserve first (one atomic statement), give it back if no answer comes: only a 200 uses one.
  if (!(await ctx.store.accounts.reserveQuestion(account.key, plan.aiQuestions))) throw new TrialLimitError();
  let answer: Answer;
  try {
    answer = await ctx.engine.answer({ accountKey: account.key, question, now });
  } catch (err) {
    await giveBack(ctx, account.key);
    throw err;
  }
  if (plan.aiQuestions === null) return { answer, questionsLeft: null };
  // Read after the reservation: questions of the same account in flight may lower it further.
  // The answer is already paid for, so a failed read only leaves the figure out.
  const fresh = await ctx.store.accounts.getAccount(account.id).catch(() => null);
  return { answer, questionsLeft: fresh ? Math.max(0, plan.aiQuestions - fresh.aiQuestionsUsed) : null };
}

/**
 * Gives back a reserved question whose answer failed. When the store itself is what failed
 * (a 503), it is retried in the background until the store answers again (up to two minutes),
 * so that an outage does not use up a trial's allowance.
 */
function giveBack(ctx: ServiceContext, accountKey: number, attempt = 0): Promise<void> {
  return ctx.store.accounts.releaseQuestion(accountKey).catch((err) => {
    if (attempt >= RELEASE_ATTEMPTS) {
      ctx.logger.warn({ err, accountKey }, 'could not give back a trial question after a failed answer');
      return;
    }
    setTimeout(() => void giveBack(ctx, accountKey, attempt + 1), RELEASE_RETRY_MS).unref();
  });
}
const RELEASE_RETRY_MS = 500;
const RELEASE_ATTEMPTS = 240;
