// Asks questions of a blind round's data (development aid, not a test):
//   node --import tsx scripts/ask-blind.ts DIR "question" ["question" ...]
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAnswerEngine } from '../src/ai/index.js';
import { createSqliteFixture } from '../test/ai/fixture.js';

const [dirArg, ...questions] = process.argv.slice(2);
const dir = pathToFileURL(resolve(dirArg ?? '.') + '/').href;
const now = new Date(process.env.NOW ?? '2026-11-25T12:00:00Z');
const data = (await import(new URL('data.mjs', dir).href)) as {
  generateEvents(now: Date): { userId: string; eventName: string; eventValue: number; timestamp: string }[];
};
const fixture = createSqliteFixture();
fixture.insert(1, data.generateEvents(now));
const engine = createAnswerEngine({ analytics: fixture.runner });
for (const question of questions) {
  const a = await engine.answer({ accountKey: 1, question, now });
  console.log(
    `? ${question}\n  [${a.confidence}, dp ${a.dataPoints}] ${a.answer}\n  ${JSON.stringify(a.interpretation)}`,
  );
}
fixture.close();
