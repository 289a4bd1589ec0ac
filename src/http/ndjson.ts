// Splits a request stream into lines without holding the whole body in memory. A line longer
// than `maxLine` is yielded as a marker that fails validation, instead of growing without bound.
import { StringDecoder } from 'node:string_decoder';

export const OVERLONG_LINE = '\u0000overlong';

export async function* splitLines(stream: NodeJS.ReadableStream, maxLine: number): AsyncGenerator<string> {
  const decoder = new StringDecoder('utf8');
  let rest = '';
  let overlong = false;
  for await (const chunk of stream) {
    rest += decoder.write(chunk as Buffer);
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
