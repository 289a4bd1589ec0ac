// A node:test reporter: how long each test file ran (from its start to its end, in seconds),
// the slowest first, so that a slow file shows in CI's output.
export default async function* testTimes(source) {
  const files = new Map();
  for await (const event of source) {
    const { file, name } = event.data ?? {};
    if (!file || name !== file) continue;
    const f = files.get(file) ?? { start: 0, end: 0 };
    if (event.type === 'test:dequeue') f.start = performance.now();
    if (event.type === 'test:complete') f.end = performance.now();
    files.set(file, f);
  }
  const rows = [...files]
    .map(([file, f]) => [file.replace(`${process.cwd()}/`, ''), (f.end - f.start) / 1000])
    .sort((a, b) => b[1] - a[1]);
  yield `\nTest files by time (seconds), slowest first:\n`;
  for (const [file, seconds] of rows.slice(0, 15)) yield `${seconds.toFixed(1).padStart(8)}  ${file}\n`;
}
