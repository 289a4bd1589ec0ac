// Splits a request stream into lines without holding the whole body in memory. A line longer
// than `maxLine` is yielded as a marker that fails validation, instead of growing without bound.
import { Readable } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

export const OVERLONG_LINE = '\u0000overlong';

/**
 * The client's body stopped before its end (the connection dropped): not a failure of the
 * store, whatever errno the socket gave (ECONNRESET would otherwise read as a store outage).
 */
export class BodyAbortedError extends Error {
  constructor(override readonly cause: unknown) {
    super('the request body ended before it was complete');
    this.name = 'BodyAbortedError';
  }
}

async function* chunksOf(stream: NodeJS.ReadableStream): AsyncGenerator<Buffer> {
  // a reader that stops early (an error answered before the end) leaves the request open, so
  // the rest can be drained and the connection kept for the client's next request
  const chunks =
    stream instanceof Readable ? stream.iterator({ destroyOnReturn: false }) : stream[Symbol.asyncIterator]();
  try {
    for await (const chunk of chunks) yield chunk as Buffer;
  } catch (err) {
    throw new BodyAbortedError(err);
  }
}

export async function* splitLines(stream: NodeJS.ReadableStream, maxLine: number): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let overlong = false;
  for await (const chunk of chunksOf(stream)) {
    rest += decoder.write(chunk);
    let start = 0;
    for (let nl = rest.indexOf('\n'); nl !== -1; nl = rest.indexOf('\n', start)) {
      yield overlong ? OVERLONG_LINE : rest.slice(start, nl);
      overlong = false;
      start = nl + 1;
    }
    rest = rest.slice(start);
    if (rest.length > maxLine) {
      overlong = true;
      rest = '';
    }
  }
  rest += decoder.end();
  if (overlong) yield OVERLONG_LINE;
  else if (rest) yield rest;
}
