// The client: record() queues and returns at once; batches go to POST /usage/batch when
// `flushAt` events are queued or every `flushInterval` ms, one at a time and in order (or
// `maxInFlight` at once), each under one Idempotency-Key for all of its retries, so a retry
// after a lost answer never records twice (the way posthog-node and Segment's SDKs batch, with their duplicate problem
// closed by the key). What cannot be queued or delivered is reported through onError.
import { randomUUID } from 'node:crypto';
import { UsageInsightsError } from './errors.js';
import { createTransport, type Transport } from './transport.js';
import type { Answer, BatchResult, UsageEvent, UsageEventInput } from './types.js';

export interface ClientOptions {
  /** The service's base address, e.g. https://analytics.example.com or https://localhost:8443. */
  url: string;
  apiKey: string;
  /** A PEM certificate to trust (a self-signed server's DATA_DIR/tls-cert.pem). */
  ca?: string | Buffer;
  /** Send a batch once this many events are queued (1-1000). Default 100. */
  flushAt?: number;
  /** Send what is queued at least this often, ms. Default 1000. */
  flushInterval?: number;
  /**
   * Batches sent at once (1-16). Default 1: the server receives the events in the order they were
   * recorded. More goes faster; each batch keeps its own Idempotency-Key, and the events keep
   * their timestamps, so only the server's order of arrival among batches in flight can differ.
   */
  maxInFlight?: number;
  /** Events held at most; record() beyond it reports the event to onError. Default 100,000. */
  maxQueueSize?: number;
  /** Tries of one batch before its events are reported to onError. Default 10. */
  maxRetries?: number;
  /** First back-off, ms, doubled each retry with full jitter, at most 30 s. Default 200. */
  retryBaseMs?: number;
  /** One request's time limit, ms. Default 30,000. */
  timeoutMs?: number;
  /** Hears of events that could not be queued, were rejected (400) or could not be delivered. */
  onError?: (error: UsageInsightsError, events: UsageEventInput[]) => void;
}

interface Queued {
  body: { userId: string; eventName: string; eventValue?: number; timestamp: string };
  input: UsageEventInput;
}

const MAX_BATCH = 1000;
const MAX_BACKOFF_MS = 30_000;

export class UsageInsights {
  private readonly transport: Transport;
  private readonly flushAt: number;
  private readonly maxQueueSize: number;
  private readonly maxInFlight: number;
  private readonly maxRetries: number;
  private readonly retryBaseMs: number;
  private readonly onError: NonNullable<ClientOptions['onError']>;
  private queue: Queued[] = [];
  private sending: Promise<void> = Promise.resolve();
  private readonly timer: NodeJS.Timeout;
  private closed = false;

  constructor(options: ClientOptions) {
    if (!options.url || !options.apiKey) throw new TypeError('UsageInsights needs url and apiKey');
    this.transport = createTransport({
      url: options.url,
      apiKey: options.apiKey,
      ca: options.ca,
      timeoutMs: options.timeoutMs ?? 30_000,
    });
    this.flushAt = Math.min(MAX_BATCH, Math.max(1, options.flushAt ?? 100));
    this.maxQueueSize = options.maxQueueSize ?? 100_000;
    this.maxInFlight = Math.min(16, Math.max(1, Math.floor(options.maxInFlight ?? 1)));
    this.maxRetries = options.maxRetries ?? 10;
    this.retryBaseMs = options.retryBaseMs ?? 200;
    this.onError =
      options.onError ??
      ((error, events) =>
        console.error(`usage-insights: ${events.length} event(s) not recorded: ${error.message}`));
    this.timer = setInterval(() => void this.flush(), options.flushInterval ?? 1000);
    this.timer.unref(); // an idle client does not keep the process alive; close() flushes
  }

  /** Queues one event and returns at once. */
  record(event: UsageEventInput): void {
    const report = (message: string) =>
      this.onError(new UsageInsightsError({ status: 0, error: 'Not queued', message }), [event]);
    if (this.closed) return report('the client is closed');
    if (this.queue.length >= this.maxQueueSize)
      return report(`the queue holds ${this.maxQueueSize} events already (maxQueueSize)`);
    const timestamp =
      event.timestamp instanceof Date
        ? event.timestamp.toISOString()
        : (event.timestamp ?? new Date().toISOString());
    this.queue.push({
      input: event,
      body: {
        userId: event.userId,
        eventName: event.eventName,
        ...(event.eventValue === undefined ? {} : { eventValue: event.eventValue }),
        timestamp,
      },
    });
    if (this.queue.length >= this.flushAt) void this.flush();
  }

  /** Sends everything queued so far; resolves when it has been recorded or reported. */
  flush(): Promise<void> {
    this.sending = this.sending.then(async () => {
      // maxInFlight senders take the next batch from the queue as each is answered
      const sender = async () => {
        while (this.queue.length) await this.deliver(this.queue.splice(0, this.flushAt));
      };
      await Promise.all(Array.from({ length: this.maxInFlight }, sender));
    });
    return this.sending;
  }

  /** Flushes and stops (call it on SIGTERM); record() afterwards reports to onError. */
  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.flush();
    this.transport.close();
  }

  listEvents({ limit, userId }: { limit?: number; userId?: string } = {}): Promise<UsageEvent[]> {
    const query = new URLSearchParams();
    if (limit !== undefined) query.set('limit', String(limit));
    if (userId !== undefined) query.set('userId', userId);
    return this.transport
      .send<{ events: UsageEvent[] }>('GET', `/usage${query.size ? `?${query}` : ''}`)
      .then((r) => r.events);
  }

  ask(question: string): Promise<Answer> {
    return this.transport.send<Answer>('POST', '/ai', { question });
  }

  /** One batch, retried under one Idempotency-Key until it is answered, or reported. */
  private async deliver(batch: Queued[]): Promise<void> {
    const key = randomUUID();
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.transport.send<BatchResult>(
          'POST',
          '/usage/batch',
          { events: batch.map((q) => q.body) },
          { 'idempotency-key': key },
        );
        for (const r of result.rejected) {
          const event = batch[r.index];
          if (event)
            this.onError(
              new UsageInsightsError({
                status: 400,
                error: 'Invalid request',
                message: r.message,
                field: r.field,
              }),
              [event.input],
            );
        }
        return;
      } catch (err) {
        const error =
          err instanceof UsageInsightsError
            ? err
            : new UsageInsightsError({ status: 0, error: 'Error', message: String(err) });
        if (!error.retryable || attempt + 1 >= this.maxRetries) {
          this.onError(
            error,
            batch.map((q) => q.input),
          );
          return;
        }
        // Retry-After when the server gives one (429, 503), else exponential back-off with full jitter
        const backoff = Math.random() * Math.min(MAX_BACKOFF_MS, this.retryBaseMs * 2 ** attempt);
        await new Promise((resolve) =>
          setTimeout(resolve, error.retryAfter !== undefined ? error.retryAfter * 1000 : backoff),
        );
      }
    }
  }
}
