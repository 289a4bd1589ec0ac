// POST /ai: the trial allowance around the answering engine.
import type { ServiceContext } from '../context.js';
import { TrialLimitError, ValidationError } from './errors.js';
import type { Account, Answer } from './types.js';

export async function askQuestion(ctx: ServiceContext, account: Account, question: string, now = new Date()): Promise<Answer> {
  const plan = ctx.plans.get(account.plan);
  if (!plan) throw new ValidationError('plan', `account plan "${account.plan}" is not configured`);
  // Reserve first (one atomic statement), give it back if no answer comes: only a 200 uses one.
  if (!(await ctx.store.accounts.reserveQuestion(account.key, plan.aiQuestions))) throw new TrialLimitError();
  try {
    return await ctx.engine.answer({ accountKey: account.key, question, now });
  } catch (err) {
    await ctx.store.accounts.releaseQuestion(account.key);
    throw err;
  }
}
