// The part of autocannon's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    /** Requests in all, instead of a duration. */
    amount?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    pipelining?: number;
    /** Per-request hooks: setupRequest may replace the request's body. */
    requests?: { setupRequest?: (request: Record<string, unknown>) => Record<string, unknown> }[];
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    p97_5: number;
    max: number;
    /** Requests completed in all (on `requests`). */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    '2xx': number;
    non2xx: number;
    errors: number;
    timeouts: number;
    /** Seconds the run took. */
    duration: number;
  }
  /** The running job: a promise of its result that also reports each response as it arrives. */
  interface Instance extends Promise<Result> {
    on(event: 'response', listener: () => void): Instance;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
