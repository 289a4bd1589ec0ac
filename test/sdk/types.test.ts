// The client's types against the server's OpenAPI document: a field added, renamed or dropped
// on either side fails here (and the typed samples fail `npm run typecheck`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Answer, BatchResult, UsageEvent } from '../../sdk/src/index.js';
import { startService } from '../helpers.js';

const event: Required<UsageEvent> = { eventId: '', userId: '', eventName: '', eventValue: 0, timestamp: '' };
const batch: Required<BatchResult> = { accepted: 0, rejected: [], eventIds: [] };
const answer: Required<Answer> = {
  answer: '',
  confidence: 'high',
  dataPoints: 0,
  interpretation: null,
  result: { columns: [], rows: [] },
};

test('the client types name exactly the fields of the OpenAPI schemas', async () => {
  const service = await startService();
  try {
    const doc = (await service.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const props = (path: string, method: string, extra: string[] = []) => {
      const schema = doc.paths[path][method].responses['200'].content['application/json'].schema;
      return Object.keys(
        (extra.length
          ? extra.reduce(
              (s: Record<string, unknown>, k) =>
                (s as Record<string, Record<string, unknown>>)[k] as Record<string, unknown>,
              schema,
            )
          : schema
        ).properties as object,
      ).sort();
    };
    assert.deepEqual(Object.keys(batch).sort(), props('/usage/batch', 'post'));
    assert.deepEqual(Object.keys(answer).sort(), props('/ai', 'post'));
    assert.deepEqual(Object.keys(event).sort(), props('/usage', 'get', ['properties', 'events', 'items']));
  } finally {
    await service.stop();
  }
});
