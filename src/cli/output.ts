// Everything the CLI prints goes through here, so that the admin token can never reach the
// terminal or a log: any occurrence is replaced before writing (belt and braces; nothing
// should contain it in the first place).
export interface Output {
  /** Results: friendly text, or JSON with --json. */
  out(text: string): void;
  /** Errors, warnings and notes; kept off stdout so that --json output stays parseable. */
  err(text: string): void;
  /** Registers a secret to be masked from now on. */
  mask(secret: string): void;
  /**
   * A status line rewritten in place on a terminal (progress); null clears it. Nothing at all
   * when standard error is a pipe or a file, so scripts and logs stay quiet.
   */
  status(text: string | null): void;
}

export function createOutput(
  stdout: NodeJS.WritableStream = process.stdout,
  stderr: NodeJS.WritableStream = process.stderr,
): Output {
  const secrets: string[] = [];
  const clean = (text: string) => secrets.reduce((t, s) => t.replaceAll(s, '[redacted]'), text);
  return {
    out: (text) => void stdout.write(clean(text) + '\n'),
    err: (text) => void stderr.write(clean(text) + '\n'),
    mask: (secret) => void (secret && secrets.push(secret)),
    status: (text) => {
      if (!(stderr as { isTTY?: boolean }).isTTY) return;
      stderr.write(`\r\x1b[K${text === null ? '' : clean(text)}`);
    },
  };
}

/** `label: value` lines with the values aligned. */
export function formatFields(fields: [string, unknown][]): string {
  const width = Math.max(...fields.map(([label]) => label.length)) + 2;
  return fields
    .map(
      ([label, value]) =>
        `${(label + ':').padEnd(width)}${value === null || value === undefined ? '-' : String(value)}`,
    )
    .join('\n');
}

export const formatJson = (value: unknown) => JSON.stringify(value, null, 2);
