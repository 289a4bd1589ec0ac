// What a command is: its words, arguments, options and help, and the function that runs it.
import type { AdminClient } from './client.js';
import type { Output } from './output.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  /** Placeholder shown in help for a string option, e.g. `<plan>`. */
  value?: string;
  description: string;
  /** Checked by the command itself; marks the option as required in help. */
  required?: boolean;
}

export interface CommandContext {
  /** Built on first use, so that help and usage errors need no token. */
  client(): AdminClient;
  out: Output;
  json: boolean;
}

export interface CommandInput {
  args: string[];
  values: Record<string, string | boolean | undefined>;
}

export interface Command {
  /** The words that select it, e.g. `accounts create`. */
  name: string;
  /** Positional arguments, e.g. `<accountId>`; all required. */
  args: string[];
  options?: Record<string, OptionSpec>;
  summary: string;
  description?: string;
  examples?: string[];
  /** Returns the exit code (0 when nothing is returned). */
  run(ctx: CommandContext, input: CommandInput): Promise<number | void>;
}

/** `accounts/acc_1` path segments, encoded: an id never changes the path's shape. */
export const segment = (value: string) => encodeURIComponent(value);
