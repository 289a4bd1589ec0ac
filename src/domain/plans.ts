// Plans: the built-in `trial` and `paid`, plus those of PLANS_FILE (which may replace them).
import { readFileSync } from 'node:fs';
import { OPERATIONS, type Plan, type RateLimit } from './types.js';

const DEFAULT_LIMITS: Plan['rateLimits'] = {
  'POST /usage': { perMinute: 1000, burst: 100 },
  // one token per batch of up to 1,000 events (CONTRACT.md section 6)
  'POST /usage/batch': { perMinute: 60, burst: 10 },
  'POST /ai': { perMinute: 10, burst: 5 },
  'GET /usage': { perMinute: 100, burst: 20 },
};

export const BUILT_IN_PLANS: Record<string, Plan> = {
  trial: { name: 'trial', aiQuestions: 20, rateLimits: DEFAULT_LIMITS, retentionDays: null },
  paid: { name: 'paid', aiQuestions: null, rateLimits: DEFAULT_LIMITS, retentionDays: null },
};

export type Plans = ReadonlyMap<string, Plan>;

const isCount = (v: unknown, min: number) => typeof v === 'number' && Number.isInteger(v) && v >= min;

function parseLimit(value: unknown, where: string): RateLimit {
  const v = value as Partial<RateLimit> | null;
  if (!v || typeof v !== 'object' || !isCount(v.perMinute, 1) || !isCount(v.burst, 1)) {
    throw new Error(`${where} needs whole numbers "perMinute" ≥ 1 and "burst" ≥ 1`);
  }
  return { perMinute: v.perMinute as number, burst: v.burst as number };
}

/** Parses a plans document; throws with a message naming the offending entry. */
export function parsePlans(doc: unknown, source = 'plans'): Plans {
  const plans = new Map(Object.entries(BUILT_IN_PLANS));
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    throw new Error(`${source} must be a JSON object of plans`);
  for (const [name, raw] of Object.entries(doc as Record<string, unknown>)) {
    const where = `${source}: plan "${name}"`;
    if (!/^[A-Za-z0-9_.-]{1,64}$/.test(name))
      throw new Error(`${where}: names use 1-64 letters, digits, _ . -`);
    const entry = raw as {
      aiQuestions?: unknown;
      rateLimits?: Record<string, unknown>;
      retentionDays?: unknown;
    } | null;
    if (!entry || typeof entry !== 'object') throw new Error(`${where} must be an object`);
    if (entry.aiQuestions !== null && !isCount(entry.aiQuestions, 0)) {
      throw new Error(`${where}: "aiQuestions" must be null (unlimited) or a whole number ≥ 0`);
    }
    const limits = entry.rateLimits ?? {};
    const rateLimits = Object.fromEntries(
      OPERATIONS.map((op) => [
        op,
        op in limits ? parseLimit(limits[op], `${where} rateLimits["${op}"]`) : DEFAULT_LIMITS[op],
      ]),
    ) as Plan['rateLimits'];
    const retentionDays = entry.retentionDays ?? null;
    if (retentionDays !== null && !isCount(retentionDays, 1)) {
      throw new Error(`${where}: "retentionDays" must be null (keep forever) or a whole number ≥ 1`);
    }
    plans.set(name, {
      name,
      aiQuestions: entry.aiQuestions as number | null,
      rateLimits,
      retentionDays: retentionDays as number | null,
    });
  }
  return plans;
}

export function loadPlans(file: string | null): Plans {
  if (!file) return parsePlans({});
  let doc: unknown;
  try {
    doc = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`PLANS_FILE ${file} could not be read as JSON: ${(err as Error).message}`, {
      cause: err,
    });
  }
  return parsePlans(doc, `PLANS_FILE ${file}`);
}

const DAY_MS = 86_400_000;

/** The oldest timestamp an account of `plan` keeps (epoch ms), or null when it keeps everything. */
export function retentionCutoff(plans: Plans, plan: string, now = Date.now()): number | null {
  const days = plans.get(plan)?.retentionDays ?? null;
  return days === null ? null : now - days * DAY_MS;
}
