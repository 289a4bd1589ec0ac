// CONTRACT.md "Trial allowance": exactly 20 answered questions per trial account, also under
// 200 concurrent POST /ai requests through 40 keys, against the real server over HTTPS.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAccountOver, PROCESS_ADMIN_TOKEN, serverForSuite } from './server-process.js';

const suite = serverForSuite('trial-', { LOG_LEVEL: 'warn' });

test('200 parallel questions from one trial account: exactly 20 answered, aiQuestionsUsed 20', async () => {
  const KEYS = 40; // POST /ai burst is 5 per key: 40 keys × 5 = 200 tokens
  const { accountId, apiKeys } = await createAccountOver(suite.server, 'trial', KEYS);
  const auth = (k: string) => ({ authorization: `Bearer ${k}`, 'content-type': 'application/json' });
  for (let i = 0; i < 5; i++) {
    const res = await suite.server.fetch('/usage', {
      method: 'POST',
      headers: auth(apiKeys[0]!),
      body: JSON.stringify({ userId: `u${i}`, eventName: 'login', timestamp: new Date().toISOString() }),
    });
    assert.equal(res.status, 200, res.body);
  }
  const question = JSON.stringify({ question: 'How many logins in the last 7 days?' });
  const results = await Promise.all(
    Array.from({ length: 200 }, (_, i) =>
      suite.server.fetch('/ai', { method: 'POST', headers: auth(apiKeys[i % KEYS]!), body: question }),
    ),
  );
  const count = (s: number) => results.filter((r) => r.status === s).length;
  const summary = `200: ${count(200)}, 402: ${count(402)}, 429: ${count(429)}, other: ${results
    .filter((r) => ![200, 402, 429].includes(r.status))
    .map((r) => `${r.status} ${r.body}`)
    .join('; ')}`;
  assert.equal(count(200), 20, summary);
  assert.equal(count(200) + count(402) + count(429), 200, summary);
  assert.ok(count(402) >= 150, summary);
  for (const r of results.filter((r) => r.status === 402)) {
    const json = r.json();
    assert.equal(json.error, 'Trial limit reached');
    assert.equal(typeof json.message, 'string');
    assert.equal(typeof json.upgradeUrl, 'string');
  }
  const account = await suite.server.fetch(`/admin/accounts/${accountId}`, {
    headers: { authorization: `Bearer ${PROCESS_ADMIN_TOKEN}` },
  });
  assert.equal(account.json().aiQuestionsUsed, 20);
});
