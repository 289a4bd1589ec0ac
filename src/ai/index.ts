// createAnswerEngine: question → typed plan → parameterised SQL → plain-English answer.
import type { AnalyticsRunner } from '../storage/types.js';
import type { Answer } from '../domain/types.js';
import type { AnswerEngine, AnswerRequest } from './engine.js';
import type { Plan, Reading, Refusal, TimeRange } from './plan.js';
import { dialectFor } from './dialect.js';
import {
  compileCatalogueNames,
  compileNamesFromEvents,
  compileUserIdEdges,
  compileUsersExist,
  compileValueSamples,
} from './compile-sql.js';
import { MONEY, mayCarryMoney } from './reading/lexicon.js';
import { planQuestion } from './planner.js';
import {
  withoutContext,
  withoutLead,
  withoutReportedTail,
  withoutRestated,
  withoutUnreadTail,
} from './reading/asker.js';
import { readGlossed, valueGloss } from './reading/gloss.js';
import { resolveEventNames } from './name-resolver.js';
import { findUserCandidates, prepareQuestion } from './reading/prepare.js';
import { correctNameSlip, correctSpelling, foldAccents } from './reading/spelling.js';
import { tokenize } from './words.js';
import { inheritScope, joinAnswers, sharedTime, splitAsks, twoAsks } from './reading/two-asks.js';
import { runPlan } from './run-plan.js';
import { renderAnswer, renderRefusal } from './render-answer.js';

export type { AnswerEngine, AnswerRequest } from './engine.js';

export interface AnswerEngineDeps {
  analytics: AnalyticsRunner;
  /** Scans of fewer events stay off the columnar copy (run-plan.ts; tests set 0 to use it always). */
  copyMinEvents?: number;
}

export function createAnswerEngine(deps: AnswerEngineDeps): AnswerEngine {
  const runner = deps.analytics;
  const dialect = dialectFor(runner.dialect);

  /** The account's event names, with their numbers of events where the rollup has them. */
  async function loadCatalogue(
    accountKey: number,
  ): Promise<{ names: string[]; sizes?: Map<string, number> }> {
    const q = compileCatalogueNames(dialect, accountKey);
    const rows = await runner.all<{ name: string; n: unknown }>(q.sql, q.params);
    if (!rows.length) {
      // the writer keeps event_names; an empty catalogue may be an older store, so look at the events
      const fallback = compileNamesFromEvents(dialect, accountKey);
      const names = await runner.all<{ name: string }>(fallback.sql, fallback.params);
      return { names: names.map((r) => String(r.name)) };
    }
    return {
      names: rows.map((r) => String(r.name)),
      sizes: new Map(rows.map((r) => [String(r.name), Number(r.n)])),
    };
  }

  async function knownUsers(accountKey: number, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const q = compileUsersExist(dialect, accountKey, ids);
    const rows = await runner.all<{ id: string }>(q.sql, q.params);
    return new Set(rows.map((r) => String(r.id)));
  }

  // any word may name the users by their ids ("cooks" for cook_0007, "candidates" for cand_0007):
  // asked whenever the question has a word (two index-ordered reads of user_stats)
  async function idPrefixes(accountKey: number, question: string): Promise<string[]> {
    if (!/[a-z]{3}/i.test(question)) return [];
    const q = compileUserIdEdges(dialect, accountKey);
    const rows = await runner.all<{ id: string }>(q.sql, q.params);
    const prefixes = rows.map((r) => /^[a-z]+/i.exec(String(r.id))?.[0].toLowerCase() ?? '');
    return [...new Set(prefixes.filter((p) => p.length >= 3))];
  }

  // "revenue", "top spenders": the newest values of the names that may carry the money, so the
  // reading can tell prices from counts and zeros (one index-ordered read per name)
  async function valueSamples(
    accountKey: number,
    question: string,
    catalogue: readonly string[],
  ): Promise<Map<string, number[]> | undefined> {
    const names = catalogue.filter(mayCarryMoney);
    if (!names.length || !MONEY.test(question.toLowerCase())) return undefined;
    const q = compileValueSamples(dialect, accountKey, names, VALUE_SAMPLE);
    const samples = new Map<string, number[]>();
    for (const r of await runner.all<{ name: string; v: unknown }>(q.sql, q.params)) {
      const list = samples.get(String(r.name)) ?? [];
      list.push(Number(r.v));
      samples.set(String(r.name), list);
    }
    return samples;
  }

  /**
   * The reading of a question (or why it has none), with what was left out as the asker's context.
   * `account`: the catalogue and id prefixes, read once per question even when its asks are read apart.
   */
  async function readQuestion(
    accountKey: number,
    question: string,
    t: number,
    account: AccountWords,
  ): Promise<Read> {
    const { catalogue, userIdPrefixes, valueSamples: samples } = account;
    const more = samples ? { valueSamples: samples } : {};
    let prepared = prepareQuestion(question, t);
    const candidates = findUserCandidates(prepared, catalogue).map((m) => m.id);
    // "guest_0042s top events": a possessive written without its apostrophe, where only the id
    // without the "s" is a user (asked for in the same query, so the set answers both readings)
    const possessives = candidates.filter((id) => /\ds$/i.test(id));
    const users = await knownUsers(accountKey, [...candidates, ...possessives.map((id) => id.slice(0, -1))]);
    const bare = possessives.filter((id) => !users.has(id) && users.has(id.slice(0, -1)));
    if (bare.length) {
      question = bare.reduce(
        (q, id) =>
          q.replace(
            new RegExp(`\\b${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'g'),
            `${id.slice(0, -1)}'s`,
          ),
        question,
      );
      prepared = prepareQuestion(question, t);
    }
    let reading = planQuestion({ prepared, now: t, catalogue, knownUsers: users, userIdPrefixes, ...more });
    const whole = reading;
    let context: string[] = [];
    const refusedWhole = (r: typeof reading) =>
      'reason' in r && (r.reason === 'not-understood' || r.reason === 'unknown-event');
    const readAgain = (text: string) =>
      planQuestion({
        prepared: prepareQuestion(text, t),
        now: t,
        catalogue,
        knownUsers: users,
        userIdPrefixes,
        ...more,
      });
    // the first of shorter or corrected texts that reads, with what it left out
    const firstRead = (attempts: { question: string; left: string[] }[]) => {
      for (const attempt of attempts) {
        const again = readAgain(attempt.question);
        if (!('reason' in again)) return { reading: again, left: attempt.left };
      }
      return null;
    };
    // (an aside in brackets that names a stored event exactly is part of the question:
    // "who imported the most tax forms? (sum of the document.imported value)")
    const namesExactly = (part: string) =>
      part.startsWith('(') && resolveEventNames(part, catalogue).matches.some((m) => m.quality === 'near');
    // a question refused whole may be read without what its asker says around it
    // ("…? parent meeting tomorrow": a remark's "tomorrow" is no period asked about)
    // ("…? eng thinks the W-2 parser got slower": no user "W-2" is asked about)
    // a remark after a read question that only says how things seem is left out where the
    // question reads without it ("…? looks like we had a spike at some point")
    const reported = 'reason' in reading ? null : withoutReportedTail(question);
    const plainer = reported && firstRead([reported]);
    if (plainer) ({ reading, left: context } = plainer);
    const shorter =
      refusedWhole(reading) ||
      ('reason' in reading && (reading.reason === 'out-of-scope' || reading.reason === 'unknown-user'))
        ? firstRead(withoutContext(question).filter((a) => !a.left.some(namesExactly)))
        : null;
    if (shorter) ({ reading, left: context } = shorter);
    // and, still refused, with its misspelt ordinary words corrected ("recieve", "snce")
    const corrected = refusedWhole(reading) ? await correctSpelling(question, catalogue) : null;
    const fixed =
      corrected &&
      firstRead([{ question: corrected.question, left: [] }, ...withoutContext(corrected.question)]);
    if (corrected && fixed) {
      reading = corrected.fixes.reduce(withCorrection(question, catalogue), fixed.reading);
      context = fixed.left;
    }
    // and, still refused, without a question or lead-in of its own before it, where that names
    // no event the rest does not ("Do reminders work? Of the users who got a reminder.sent …")
    const named = (text: string) =>
      new Set(resolveEventNames(text, catalogue).matches.flatMap((m) => m.names));
    // nor a word written as a name ("pesticide_applied", "AppOpened") that is no stored name
    const leftOutOnly = (part: string, rest: Set<string>) => {
      const res = resolveEventNames(part, catalogue);
      return (
        !res.unresolved.some((u) => /[_.]|[a-z][A-Z]/.test(u.phrase.trim())) &&
        res.matches.every((m) => m.names.every((n) => rest.has(n)))
      );
    };
    const led = refusedWhole(reading)
      ? firstRead(
          withoutLead(question, t).filter((a) => {
            const rest = named(a.question);
            return a.left.every((part) => leftOutOnly(part, rest));
          }),
        )
      : null;
    if (led) ({ reading, left: context } = led);
    // and, refused for any reason, the asker's plain restatement after "i.e." alone
    const plain = 'reason' in reading ? firstRead(withoutRestated(question, t)) : null;
    if (plain) ({ reading, left: context } = plain);
    // and, still refused, where the asker glosses the value in their own words
    // (spelt as corrected: "avarage IncidentOpened value (severity)" has no unread "avarage")
    const glossText = corrected?.question ?? question;
    const gloss = refusedWhole(reading) ? valueGloss(glossText) : null;
    const unreadOf = (r: Reading | Refusal) => ('reason' in r ? (r.unread ?? []) : []);
    const glossed =
      gloss &&
      readGlossed(glossText, gloss, unreadOf(corrected ? readAgain(glossText) : whole), readAgain, catalogue);
    if (glossed) {
      ({ reading, left: context } = glossed);
      if (corrected) reading = corrected.fixes.reduce(withCorrection(question, catalogue), glossed.reading);
    }
    // and, still refused, without a remark after the question that holds every unread word and
    // names no event the question does not ("… — the SMS vendor bills per message")
    const tailLeft =
      refusedWhole(reading) && 'reason' in whole
        ? withoutUnreadTail(question, whole.unread ?? []).filter((a) =>
            // (the asker's own doing that opens it, "just checking …", names no event)
            leftOutOnly(a.left.join(' ').replace(/^(?:just\s+)?\w+ing\b/i, ''), named(a.question)),
          )
        : [];
    const tailed = firstRead(tailLeft);
    if (tailed) ({ reading, left: context } = tailed);
    // and, still refused, a stored name written with a slip of typing ("parcel_deliverd"), read loosely
    const slip = 'reason' in reading ? correctNameSlip(question, catalogue) : null;
    const slipRead =
      slip && firstRead([{ question: slip.question, left: [] }, ...withoutContext(slip.question)]);
    if (slip && slipRead) {
      const again = slipRead.reading;
      reading = { ...again, looseNames: [...again.looseNames, { phrase: slip.typed, name: slip.name }] };
      context = slipRead.left;
    }
    return { reading, context };
  }

  async function answerRead(
    accountKey: number,
    { reading, context }: Read,
    t: number,
    sizes: Map<string, number> | undefined,
  ): Promise<Answer> {
    if ('reason' in reading) return refusalAnswer(reading);
    const outcome = await runPlan(runner, accountKey, reading.plan, t, sizes, deps.copyMinEvents);
    const interpretation = describePlan(reading);
    if (context.length) interpretation.leftOutAsContext = context;
    if (reading.corrections) interpretation.spellingCorrected = Object.fromEntries(reading.corrections);
    return { ...renderAnswer(reading, outcome), interpretation };
  }

  return {
    async answer({ accountKey, question, now }: AnswerRequest): Promise<Answer> {
      const t = now.getTime();
      const { names: catalogue, sizes } = await loadCatalogue(accountKey);
      // (two reads of their own, side by side)
      const [samples, userIdPrefixes] = await Promise.all([
        valueSamples(accountKey, question, catalogue),
        idPrefixes(accountKey, question),
      ]);
      const account: AccountWords = {
        catalogue,
        sizes,
        userIdPrefixes,
        ...(samples ? { valueSamples: samples } : {}),
      };
      const read = (text: string) => readQuestion(accountKey, text, t, account);
      const whole = await read(question);
      // "how many invoice.paid events last month and what was the total?": two asks, each answered
      // (without a remark after it that the whole question reads the same without: "… and when
      // last seen? Support ticket about an old booking.")
      const asks = splitAsks(await withoutRemark(question, whole, read));
      if (asks && !('reason' in whole.reading)) {
        const first = await read(sharedTime(asks.first, asks.second, t));
        // the second with the first's events, user and time where it names none of its own
        const second = await read(
          'reason' in first.reading
            ? asks.second
            : inheritScope(asks.second, asks.first, first.reading, catalogue, t),
        );
        const outcome = twoAsks(whole.reading, first.reading, second.reading, asks.figure);
        if (outcome === 'both')
          return joinAnswers([
            await answerRead(accountKey, first, t, sizes),
            await answerRead(accountKey, second, t, sizes),
          ]);
        const unread = outcome === 'first-unread' ? first.reading : second.reading;
        if (outcome && 'reason' in unread)
          return refusalAnswer({
            ...unread,
            detail: `This asks two things, and I could read only the ${outcome === 'first-unread' ? 'second' : 'first'}. ${unread.detail}`,
          });
      }
      return answerRead(accountKey, whole, t, sizes);
    },
  };
}

/** The question without the asker's remark after it, where the rest reads as the whole did. */
async function withoutRemark(
  question: string,
  whole: Read,
  read: (text: string) => Promise<Read>,
): Promise<string> {
  if (!splitAsks(question) || 'reason' in whole.reading) return question;
  const plan = JSON.stringify(whole.reading.plan);
  for (const shorter of withoutContext(question)) {
    const again = (await read(shorter.question)).reading;
    if (!('reason' in again) && JSON.stringify(again.plan) === plan) return shorter.question;
  }
  return question;
}

interface AccountWords {
  catalogue: string[];
  sizes?: Map<string, number>;
  userIdPrefixes: string[];
  valueSamples?: Map<string, number[]>;
}

/** How many of each name's newest values tell what its values are. */
const VALUE_SAMPLE = 200;

interface Read {
  reading: Reading | Refusal;
  context: string[];
}

function refusalAnswer(refusal: Refusal): Answer {
  return {
    ...renderRefusal(refusal),
    interpretation: { refusal: refusal.reason, detail: refusal.detail, suggestions: refusal.suggestions },
  };
}

const iso = (t: number | null): string | null => (t === null ? null : new Date(t).toISOString());
const range = (r: TimeRange) => ({ from: iso(r.from), to: iso(r.to), label: r.label });

/** The plan as JSON: ranges as ISO strings. */
function describePlan(reading: Reading): Record<string, unknown> {
  const plan: Plan = reading.plan;
  const out: Record<string, unknown> = {
    ...plan,
    assumptions: reading.assumptions,
    looseNames: reading.looseNames,
    ...(reading.readAs ? { readAs: Object.fromEntries(reading.readAs) } : {}),
  };
  if ('scope' in plan) out.scope = { ...plan.scope, range: range(plan.scope.range) };
  if (plan.kind === 'compare') Object.assign(out, { earlier: range(plan.earlier), later: range(plan.later) });
  if (plan.kind === 'churn')
    Object.assign(out, { active: range(plan.active), inactive: range(plan.inactive) });
  return out;
}

/**
 * A correction made before the question was read: a slip of typing is stated; a word written
 * without the accents the asker gave it ("café" as `cafe_purchase`) is a looser form than
 * SEMANTICS' near forms, an assumption, unless a stored name with that word is written as stored
 * too ("total cafe_order amount … did café takings go up?").
 */
function withCorrection(question: string, catalogue: readonly string[]) {
  const written = catalogue.filter((n) =>
    new RegExp(`(?<![\\w.-])${n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'i').test(question),
  );
  return (reading: Reading | Refusal, [typed, word]: [string, string]): Reading | Refusal => {
    if ('reason' in reading) return reading;
    if (foldAccents(typed) !== word)
      return { ...reading, corrections: [...(reading.corrections ?? []), [typed, word]] };
    if (written.some((n) => tokenize(n).some((t) => t.raw === word.toLowerCase()))) return reading;
    return {
      ...reading,
      assumptions: [...reading.assumptions, `"${typed}" is read without its accents, as "${word}"`],
    };
  };
}
