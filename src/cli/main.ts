// usage-insights: the operators' command-line client of the admin API (CONTRACT.md section 3).
// Parses the command line, finds the command, builds the client, prints errors, sets the exit code.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { AdminClient } from './client.js';
import type { Command, CommandContext, OptionSpec } from './command.js';
import { accountsCreate, accountsDelete, accountsSetPlan, accountsShow } from './commands/accounts.js';
import { backup } from './commands/backup.js';
import { exportEvents } from './commands/export.js';
import { importEvents } from './commands/import.js';
import { keysCreate, keysRevoke } from './commands/keys.js';
import { usersDelete } from './commands/users.js';
import { ApiError, CliError, EXIT, UsageError } from './errors.js';
import { createOutput, formatJson, type Output } from './output.js';
import { resolveSettings, type Env } from './settings.js';

const PROGRAM = 'usage-insights';

export const COMMANDS: Command[] = [
  accountsCreate,
  accountsShow,
  accountsSetPlan,
  accountsDelete,
  keysCreate,
  keysRevoke,
  usersDelete,
  importEvents,
  exportEvents,
  backup,
];

const GLOBAL_OPTIONS: Record<string, OptionSpec> = {
  url: {
    type: 'string',
    value: '<url>',
    description: 'service URL (env USAGE_INSIGHTS_URL; default https://127.0.0.1:$PORT, PORT 8443)',
  },
  'admin-token': {
    type: 'string',
    value: '<token>',
    description:
      'admin token (env ADMIN_TOKEN; default: the file $DATA_DIR/admin-token, DATA_DIR ./data). Prefer the env: options show in ps',
  },
  ca: {
    type: 'string',
    value: '<file.pem>',
    description:
      'trust only this CA/certificate (env USAGE_INSIGHTS_CA; default: the system CAs plus $DATA_DIR/tls-cert.pem if it exists)',
  },
  insecure: { type: 'boolean', description: 'accept any server certificate (unsafe: prints a warning)' },
  json: { type: 'boolean', description: 'print the raw JSON response instead of text' },
  help: { type: 'boolean', description: 'show help' },
};

const optionUsage = (name: string, spec: OptionSpec) => `--${name}${spec.value ? ' ' + spec.value : ''}`;

function optionTable(options: Record<string, OptionSpec>): string {
  const rows = Object.entries(options).map(
    ([name, spec]) => [name === 'help' ? '-h, --help' : optionUsage(name, spec), spec.description] as const,
  );
  const width = Math.max(...rows.map(([left]) => left.length)) + 2;
  return rows.map(([left, right]) => `  ${left.padEnd(width)}${right}`).join('\n');
}

/** `accounts create --plan <plan> [--name <name>]` */
function synopsis(command: Command): string {
  const options = Object.entries(command.options ?? {}).map(([name, spec]) =>
    spec.required ? optionUsage(name, spec) : `[${optionUsage(name, spec)}]`,
  );
  return [command.name, ...command.args, ...options].join(' ');
}

const commandUsage = (command: Command) => `${PROGRAM} ${synopsis(command)} [global options]`;

function topHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => synopsis(c).length)) + 2;
  return `${PROGRAM}: operate a Usage Insights service through its admin API (HTTPS, ADMIN_TOKEN).

Usage: ${PROGRAM} <command> [arguments] [options]

Commands:
${COMMANDS.map((c) => `  ${synopsis(c).padEnd(width)}${c.summary}`).join('\n')}

Global options (anywhere on the line):
${optionTable(GLOBAL_OPTIONS)}

Exit status: 0 done; 1 the service refused or could not be reached (or --strict import with
rejected lines); 2 wrong usage or an unreadable local input (token, CA, file).

'${PROGRAM} <command> --help' shows a command's options and examples.`;
}

function commandHelp(command: Command): string {
  return [
    `${command.summary}.`,
    '',
    `Usage: ${commandUsage(command)}`,
    ...(command.description ? ['', command.description] : []),
    ...(command.options ? ['', 'Options:', optionTable(command.options)] : []),
    ...(command.examples ? ['', 'Examples:', ...command.examples.map((e) => `  ${e}`)] : []),
    '',
    `Global options: --url, --admin-token, --ca, --insecure, --json (see '${PROGRAM} --help').`,
  ].join('\n');
}

function groupHelp(group: string): string {
  const commands = COMMANDS.filter((c) => c.name.startsWith(group + ' '));
  return `Usage:\n${commands.map((c) => `  ${commandUsage(c)}\n      ${c.summary}`).join('\n')}\n\n'${PROGRAM} ${group} <command> --help' for details.`;
}

/** Every option of every command is known to the parser; each command then rejects the ones not its own. */
function parserOptions(): ParseArgsConfig['options'] {
  const all: Record<string, { type: 'string' | 'boolean'; short?: string }> = {};
  for (const source of [GLOBAL_OPTIONS, ...COMMANDS.map((c) => c.options ?? {})]) {
    for (const [name, spec] of Object.entries(source)) all[name] = { type: spec.type };
  }
  all.help = { type: 'boolean', short: 'h' };
  return all;
}

/** parseArgs' result, typed by hand: its inference needs options known at compile time. */
interface ParsedLine {
  values: Record<string, string | boolean | undefined>;
  positionals: string[];
  tokens: ({ kind: 'option'; name: string } | { kind: 'positional' | 'option-terminator' })[];
}

/** Runs the CLI; returns the exit code. */
export async function run(
  argv: string[],
  env: Env = process.env,
  out: Output = createOutput(),
): Promise<number> {
  try {
    return await dispatch(argv, env, out);
  } catch (err) {
    if (err instanceof CliError) {
      out.err(`${PROGRAM}: error: ${err.message}`);
      if (err instanceof UsageError && err.hint) out.err(err.hint);
      return err.exitCode;
    }
    // A bug of the CLI itself: say so, without a stack full of request options.
    out.err(`${PROGRAM}: unexpected error: ${err instanceof Error ? err.message : String(err)}`);
    return EXIT.failed;
  }
}

async function dispatch(argv: string[], env: Env, out: Output): Promise<number> {
  let parsed: ParsedLine;
  try {
    parsed = parseArgs({
      args: argv,
      options: parserOptions(),
      allowPositionals: true,
      strict: true,
      tokens: true,
    }) as ParsedLine;
  } catch (err) {
    // Node's message for an unknown option is a paragraph about '--'; the option's name is enough.
    const unknown = /^Unknown option '([^']+)'/.exec((err as Error).message);
    const message = unknown
      ? `unknown option ${unknown[1]}`
      : ((err as Error).message.split('\n')[0] ?? 'invalid arguments');
    throw new UsageError(message, `Run '${PROGRAM} --help' for usage.`);
  }
  const { values, positionals, tokens } = parsed;
  const words = positionals[0] === 'help' ? positionals.slice(1) : positionals;
  const wantsHelp = values.help === true || positionals[0] === 'help';

  const command = COMMANDS.find((c) => c.name.split(' ').every((w, i) => words[i] === w));
  if (!command) {
    if (words.length === 0) {
      out[wantsHelp ? 'out' : 'err'](topHelp());
      return wantsHelp ? EXIT.ok : EXIT.usage;
    }
    const group = words[0] as string;
    if (COMMANDS.some((c) => c.name.startsWith(group + ' '))) {
      if (wantsHelp && words.length === 1) {
        out.out(groupHelp(group));
        return EXIT.ok;
      }
      throw new UsageError(
        words.length === 1 ? `'${group}' needs a command` : `unknown command '${group} ${words[1]}'`,
        groupHelp(group),
      );
    }
    throw new UsageError(
      `unknown command '${group}'`,
      `Commands: ${[...new Set(COMMANDS.map((c) => c.name.split(' ')[0]))].join(', ')}. Run '${PROGRAM} --help'.`,
    );
  }
  if (wantsHelp) {
    out.out(commandHelp(command));
    return EXIT.ok;
  }

  for (const token of tokens) {
    if (
      token.kind === 'option' &&
      !(token.name in GLOBAL_OPTIONS) &&
      !(token.name in (command.options ?? {}))
    ) {
      throw new UsageError(
        `'${command.name}' has no option --${token.name}`,
        `Usage: ${commandUsage(command)}`,
      );
    }
  }
  const args = words.slice(command.name.split(' ').length);
  if (args.length !== command.args.length) {
    throw new UsageError(
      args.length < command.args.length
        ? `missing ${command.args.slice(args.length).join(' ')}`
        : `unexpected argument '${args[command.args.length]}'`,
      `Usage: ${commandUsage(command)}`,
    );
  }

  const globals = values as {
    url?: string;
    'admin-token'?: string;
    ca?: string;
    insecure?: boolean;
    json?: boolean;
  };
  let client: AdminClient | undefined;
  const ctx: CommandContext = {
    out,
    json: globals.json === true,
    client() {
      if (!client) {
        const settings = resolveSettings(
          {
            url: globals.url,
            adminToken: globals['admin-token'],
            ca: globals.ca,
            insecure: globals.insecure,
          },
          env,
        );
        out.mask(settings.adminToken);
        if (settings.insecure)
          out.err(
            `warning: --insecure: the certificate of ${settings.url.href} is not checked; the admin token could be sent to an impostor.`,
          );
        client = new AdminClient(settings);
      }
      return client;
    },
  };
  try {
    return (await command.run(ctx, { args, values })) ?? EXIT.ok;
  } catch (err) {
    // With --json, scripts get the service's error body on stdout too (the message goes to stderr).
    if (ctx.json && err instanceof ApiError && typeof err.body === 'object' && err.body !== null)
      out.out(formatJson(err.body));
    throw err;
  }
}

// Run when executed (tsx src/cli/main.ts, or bin/usage-insights.js importing the build).
run(process.argv.slice(2)).then((code) => {
  // exitCode, not exit(): lets pending stdout writes reach a pipe before the process ends.
  process.exitCode = code;
});
