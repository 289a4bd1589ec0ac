// The dashboard is a client of the public API like any other: the same endpoints, the same
// error bodies. The API key travels only as the Bearer header, never in a URL.

// The shapes of the API, as the client library declares them (checked against the OpenAPI document).
import type { Answer, UsageEvent } from '../sdk/src/types.js';

export type { Answer, UsageEvent };
export type ResultTable = NonNullable<Answer['result']>;

/** A failed call, worded for a person; `status` 0 means the service could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfter?: number,
    readonly upgradeUrl?: string,
  ) {
    super(message);
  }
}

interface ErrorBody {
  error?: string;
  message?: string;
  retryAfter?: number;
  upgradeUrl?: string;
}

async function call<T>(
  apiKey: string,
  path: string,
  init: RequestInit = {},
): Promise<{ body: T; headers: Headers }> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${apiKey}` },
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, 'The service could not be reached. Check your connection and try again.');
  }
  const body = (await response.json().catch(() => ({}))) as T & ErrorBody;
  if (response.ok) return { body, headers: response.headers };
  throw toError(response, body);
}

function toError(response: Response, body: ErrorBody): ApiError {
  const status = response.status;
  if (status === 401) return new ApiError(401, 'This API key was refused: it is wrong or has been revoked.');
  if (status === 429 || status === 503) {
    const wait = Number(body.retryAfter ?? response.headers.get('retry-after') ?? 1);
    const what = status === 429 ? 'Too many requests for this key' : 'The service is briefly unavailable';
    return new ApiError(status, `${what}: try again in ${wait} second${wait === 1 ? '' : 's'}.`, wait);
  }
  if (status === 402)
    return new ApiError(
      402,
      body.message ?? 'The trial has used all of its questions.',
      undefined,
      body.upgradeUrl,
    );
  return new ApiError(status, body.message ?? `The service answered ${status}.`);
}

export async function listEvents(apiKey: string, userId: string, limit = 50): Promise<UsageEvent[]> {
  const query = new URLSearchParams({ limit: String(limit) });
  if (userId) query.set('userId', userId);
  const { body } = await call<{ events: UsageEvent[] }>(apiKey, `/usage?${query}`);
  return body.events;
}

/** The answer, and the trial questions left when the account has an allowance. */
export async function ask(
  apiKey: string,
  question: string,
): Promise<{ answer: Answer; questionsLeft: number | null }> {
  const { body, headers } = await call<Answer>(apiKey, '/ai', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ question }),
  });
  const left = headers.get('x-trial-questions-remaining');
  return { answer: body, questionsLeft: left === null ? null : Number(left) };
}
