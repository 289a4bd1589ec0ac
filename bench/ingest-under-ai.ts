// POST /usage latency while POST /ai questions run (issue 3: within 2× of its idle value).
// The same moderate load (8 connections) is measured idle and then while two clients ask the
// kit's questions back to back over the same account.
import { call, hammer, median, type LoadResult } from './lib.js';
import { kit } from './data.js';

export interface IngestUnderAi {
  idle: LoadResult;
  busy: LoadResult;
  questions: number;
  p50Ratio: number;
  p99Ratio: number;
}

const usageBody = () =>
  JSON.stringify({
    userId: 'user_000042',
    eventName: 'api_call',
    eventValue: 3,
    timestamp: new Date().toISOString(),
  });

export async function benchIngestUnderAi(
  base: string,
  apiKey: string,
  { seconds = 8, runs = 3, log = (_: string) => {} } = {},
): Promise<IngestUnderAi> {
  const load = () =>
    hammer(`${base}/usage`, {
      connections: 8,
      seconds,
      method: 'POST',
      body: usageBody(),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    });
  const idle: LoadResult[] = [];
  const busy: LoadResult[] = [];
  let questions = 0;
  for (let r = 0; r < runs; r++) {
    idle.push(await load());
    let asking = true;
    const ask = async (offset: number) => {
      for (let i = offset; asking; i++) {
        const c = kit.questions.cases[i % kit.questions.cases.length]!;
        const res = await call(base, 'POST', '/ai', {
          token: apiKey,
          body: JSON.stringify({ question: kit.questions.questionText(c, new Date()) }),
        });
        if (res.status !== 200) throw new Error(`POST /ai → HTTP ${res.status}: ${res.body.slice(0, 200)}`);
        questions++;
      }
    };
    const askers = [ask(0), ask(37)];
    busy.push(await load());
    asking = false;
    await Promise.all(askers);
    log(
      `ingest under AI run ${r + 1}: idle p50 ${idle[r]!.p50} p99 ${idle[r]!.p99} ms; with questions p50 ${busy[r]!.p50} p99 ${busy[r]!.p99} ms`,
    );
  }
  const med = (xs: LoadResult[]): LoadResult => ({
    rps: median(xs.map((x) => x.rps)),
    p50: median(xs.map((x) => x.p50)),
    p99: median(xs.map((x) => x.p99)),
    ok: xs.reduce((s, x) => s + x.ok, 0),
    non2xx: xs.reduce((s, x) => s + x.non2xx, 0),
    errors: xs.reduce((s, x) => s + x.errors, 0),
  });
  const i = med(idle);
  const b = med(busy);
  return {
    idle: i,
    busy: b,
    questions,
    p50Ratio: b.p50 / Math.max(i.p50, 1),
    p99Ratio: b.p99 / Math.max(i.p99, 1),
  };
}
