// Retention (CONTRACT.md section 6, `retentionDays` per plan): events older than their plan
// keeps are deleted in the background, in transactions of ERASE_CHUNK events with the rollups
// kept exact (EventStore.eraseOlder), so ingestion goes on between them. A sweep runs shortly
// after start-up and then every RETENTION_SWEEP_MS: an event is gone well within the hour after
// it falls out of its plan's window. Several instances sweeping the same database delete the
// same rows at most once (each chunk is a transaction; a second sweeper finds fewer).
import type { ServiceContext } from '../context.js';
import { retentionCutoff } from './plans.js';

export const RETENTION_SWEEP_MS = 10 * 60_000;
const FIRST_SWEEP_MS = 30_000;

export interface RetentionSweeper {
  /** One sweep over every account whose plan has retentionDays; resolves with the events deleted. */
  sweep(now?: number): Promise<number>;
  stop(): Promise<void>;
}

export function startRetention(
  ctx: Pick<ServiceContext, 'plans' | 'store' | 'logger'>,
  { intervalMs = RETENTION_SWEEP_MS, firstMs = FIRST_SWEEP_MS } = {},
): RetentionSweeper {
  let running: Promise<number> | null = null;

  async function sweepOnce(now: number): Promise<number> {
    const limited = [...ctx.plans.values()].filter((p) => p.retentionDays !== null).map((p) => p.name);
    if (!limited.length) return 0;
    let deleted = 0;
    for (const account of await ctx.store.accounts.accountsOnPlans(limited)) {
      const before = retentionCutoff(ctx.plans, account.plan, now);
      if (before === null) continue;
      const n = await ctx.store.events.eraseOlder(account.key, before);
      if (n)
        ctx.logger.info(
          { accountId: account.id, deleted: n, before: new Date(before).toISOString() },
          'retention: deleted events older than the plan keeps',
        );
      deleted += n;
    }
    return deleted;
  }

  const sweep = (now = Date.now()): Promise<number> => {
    running ??= sweepOnce(now).finally(() => {
      running = null;
    });
    return running;
  };
  const run = () =>
    void sweep().catch((err: unknown) =>
      ctx.logger.warn({ err }, 'retention sweep failed; it runs again at the next interval'),
    );
  const first = setTimeout(run, firstMs);
  const every = setInterval(run, intervalMs);
  first.unref();
  every.unref();
  return {
    sweep,
    async stop() {
      clearTimeout(first);
      clearInterval(every);
      await running?.catch(() => {});
    },
  };
}
