// POST /usage latency while a user with many events is erased (issue 18: an erasure must not
// stall ingestion for other accounts). The user's events are imported into an account of their
// own; the same moderate load (8 connections, another account) is measured idle, then while
// DELETE /admin/accounts/{id}/users/{userId} runs. The erasure's duration is reported beside it.
import { call, hammer, sleep, type LoadResult } from './lib.js';

export interface IngestUnderErasure {
  events: number;
  idle: LoadResult;
  busy: LoadResult;
  erasureSeconds: number;
  /** Whether the erasure was still running when the busy window ended (else part of it was idle). */
  coveredWindow: boolean;
  p50Ratio: number;
  p99Ratio: number;
}

export async function benchIngestUnderErasure(
  base: string,
  { adminToken, apiKey, accountId }: { adminToken: string; apiKey: string; accountId: string },
  { events = 1_000_000, seconds = 6, log = (_: string) => {} } = {},
): Promise<IngestUnderErasure> {
  const t0 = Date.UTC(2026, 0, 1);
  for (let done = 0; done < events;) {
    const n = Math.min(500_000, events - done);
    const lines: string[] = [];
    for (let i = done; i < done + n; i++)
      lines.push(
        `{"userId":"leaver","eventName":"${i % 3 ? 'view' : 'buy'}","eventValue":${i % 10},"timestamp":"${new Date(t0 + i * 1000).toISOString()}"}`,
      );
    const res = await call(base, 'POST', `/admin/accounts/${accountId}/events`, {
      token: adminToken,
      body: lines.join('\n'),
      type: 'application/x-ndjson',
    });
    if (res.status !== 200) throw new Error(`import → HTTP ${res.status}: ${res.body.slice(0, 200)}`);
    done += n;
  }
  log(`erase: ${events} events of one user imported`);
  const load = () =>
    hammer(`${base}/usage`, {
      connections: 8,
      seconds,
      method: 'POST',
      body: JSON.stringify({
        userId: 'someone',
        eventName: 'api_call',
        eventValue: 1,
        timestamp: new Date().toISOString(),
      }),
      headers: { 'content-type': 'application/json', authorization: `Bearer ${apiKey}` },
    });
  const idle = await load();
  const started = performance.now();
  let finished = 0;
  const erasure = call(base, 'DELETE', `/admin/accounts/${accountId}/users/leaver`, {
    token: adminToken,
  }).then((res) => {
    finished = performance.now();
    if (res.status !== 200) throw new Error(`erasure → HTTP ${res.status}: ${res.body.slice(0, 200)}`);
    return JSON.parse(res.body) as { deleted: number };
  });
  await sleep(200);
  const busy = await load();
  const coveredWindow = finished === 0;
  const { deleted } = await erasure;
  if (deleted !== events) throw new Error(`the erasure deleted ${deleted} of ${events} events`);
  const erasureSeconds = (finished - started) / 1000;
  log(
    `erase: ${events} events in ${erasureSeconds.toFixed(1)} s; POST /usage idle p50 ${idle.p50} p99 ${idle.p99} ms, during the erasure p50 ${busy.p50} p99 ${busy.p99} ms${coveredWindow ? '' : ' (the erasure ended inside the window)'}`,
  );
  return {
    events,
    idle,
    busy,
    erasureSeconds,
    coveredWindow,
    p50Ratio: busy.p50 / Math.max(idle.p50, 1),
    p99Ratio: busy.p99 / Math.max(idle.p99, 1),
  };
}
