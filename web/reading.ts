// "How the question was read", in words: the answer's `interpretation` (machine-readable) as
// short sentences. Unknown fields are skipped, so a richer interpretation never breaks the page.

const KINDS: Record<string, string> = {
  count: 'a count of events',
  users: 'a count of distinct users',
  value: 'a figure computed from event values',
  top: 'a ranking',
  breakdown: 'a breakdown over time',
  compare: 'a comparison of two periods',
  share: 'a share',
  ratio: 'a ratio of two kinds of events',
  both: 'users who did each of several events',
  net: 'net revenue',
  conversion: 'a conversion from one event to another',
  churn: 'users who stopped being active',
  'new-users': 'new users',
  recency: 'when something happened',
  'user-profile': 'one user’s activity',
  'recent-events': 'the most recent events',
  catalogue: 'what the account holds',
  overview: 'an overview of activity',
};

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

export function describeReading(interpretation: unknown): string[] {
  if (!isObj(interpretation)) return [];
  const lines: string[] = [];
  if (typeof interpretation.refusal === 'string') {
    lines.push(`Not answered (${interpretation.refusal.replace(/-/g, ' ')}).`);
  }
  const kind = typeof interpretation.kind === 'string' ? interpretation.kind : undefined;
  if (kind) {
    const extra =
      typeof interpretation.bucket === 'string'
        ? ` by ${interpretation.bucket}`
        : typeof interpretation.agg === 'string'
          ? ` (${interpretation.agg})`
          : '';
    lines.push(`Read as ${KINDS[kind] ?? kind}${extra}.`);
  }
  const scope = isObj(interpretation.scope) ? interpretation.scope : undefined;
  if (scope) {
    const range = isObj(scope.range) && typeof scope.range.label === 'string' ? scope.range.label : undefined;
    if (range) lines.push(`Time: ${range}.`);
    const names = strings(scope.eventNames);
    lines.push(names.length ? `Events: ${names.join(', ')}.` : 'Events: all of them.');
    if (typeof scope.userId === 'string') lines.push(`User: ${scope.userId}.`);
  }
  for (const loose of Array.isArray(interpretation.looseNames) ? interpretation.looseNames : []) {
    if (isObj(loose) && typeof loose.phrase === 'string' && typeof loose.name === 'string')
      lines.push(`“${loose.phrase}” was read as the event ${loose.name}.`);
  }
  for (const a of strings(interpretation.assumptions)) lines.push(`Assumption: ${a}.`);
  if (typeof interpretation.detail === 'string' && !kind) lines.push(interpretation.detail);
  return lines;
}
