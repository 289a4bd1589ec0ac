// A question box (POST /ai): the answer, its confidence, dataPoints, how it was read, and a
// chart when the answer rests on a table; the trial's questions left, or its upgrade link.
import { useState } from 'preact/hooks';
import { ApiError, ask, type Answer } from './api.js';
import { Chart, chartable } from './chart.js';
import { describeReading } from './reading.js';

const CONFIDENCE_WORDS = {
  high: 'High confidence',
  medium: 'Medium confidence',
  low: 'Low confidence',
} as const;
/** Only web addresses become links (the upgrade URL comes from the server's configuration). */
const safeLink = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : undefined);

export function AskPanel({ apiKey, onUnauthorized }: { apiKey: string; onUnauthorized: () => void }) {
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: Event) => {
    e.preventDefault();
    if (!question.trim()) return;
    setBusy(true);
    setError(null);
    try {
      const asked = await ask(apiKey, question.trim());
      setAnswer(asked.answer);
      setLeft(asked.questionsLeft);
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return onUnauthorized();
      setError(err instanceof ApiError ? err : new ApiError(0, 'Something went wrong.'));
    } finally {
      setBusy(false);
    }
  };
  const upgrade = safeLink(error?.upgradeUrl);
  const reading = answer ? describeReading(answer.interpretation) : [];

  return (
    <section class="panel" aria-labelledby="ask-title">
      <h2 id="ask-title">Ask a question</h2>
      <form class="row" onSubmit={submit}>
        <label for="question" class="visually-hidden">
          Question
        </label>
        <input
          id="question"
          type="text"
          placeholder="e.g. events per day this week"
          maxLength={1000}
          value={question}
          onInput={(e) => setQuestion((e.target as HTMLInputElement).value)}
        />
        <button type="submit" disabled={busy}>
          {busy ? 'Asking…' : 'Ask'}
        </button>
      </form>
      {left !== null && (
        <p class="note" data-testid="trial-left">
          {left} trial question{left === 1 ? '' : 's'} left.
        </p>
      )}
      {error && (
        <p class="error" role="alert">
          {error.message}
          {upgrade && (
            <>
              {' '}
              <a href={upgrade} rel="noopener noreferrer">
                Upgrade your plan
              </a>
            </>
          )}
        </p>
      )}
      {answer && !error && (
        <div class="answer" aria-live="polite">
          <p class="answer-text">{answer.answer}</p>
          <p class="facts">
            <span class={`badge badge-${answer.confidence}`}>{CONFIDENCE_WORDS[answer.confidence]}</span>
            <span>
              Based on {answer.dataPoints.toLocaleString('en')} event{answer.dataPoints === 1 ? '' : 's'}
            </span>
          </p>
          {chartable(answer.result) && <Chart result={answer.result} />}
          {reading.length > 0 && (
            <details class="reading">
              <summary>How the question was read</summary>
              <ul>
                {reading.map((line) => (
                  <li>{line}</li>
                ))}
              </ul>
            </details>
          )}
        </div>
      )}
    </section>
  );
}
