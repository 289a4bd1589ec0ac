// Where the CLI finds the service, the admin token and the CA to trust: options first, then
// the environment, then the files a server on this machine writes into DATA_DIR. The CLI is
// its own program, so this is its one place that reads the environment (not src/config.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { rootCertificates } from 'node:tls';
import { UsageError } from './errors.js';

export type Env = Record<string, string | undefined>;

export interface GlobalOptions {
  url?: string;
  adminToken?: string;
  ca?: string;
  insecure?: boolean;
}

export interface Settings {
  url: URL;
  adminToken: string;
  /** Where the token came from, for messages (never the token itself). */
  tokenSource: string;
  /** Certificates to trust; undefined = the system's. */
  ca: string[] | undefined;
  /** Where the trusted CA came from, for messages. */
  caSource: string;
  insecure: boolean;
}

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export const dataDirOf = (env: Env) => resolve(nonEmpty(env.DATA_DIR) ?? './data');

export function resolveUrl(options: GlobalOptions, env: Env): URL {
  const raw =
    nonEmpty(options.url) ??
    nonEmpty(env.USAGE_INSIGHTS_URL) ??
    `https://127.0.0.1:${nonEmpty(env.PORT) ?? '8443'}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UsageError(
      `the service URL "${raw}" is not a URL`,
      'Use --url https://host:port or set USAGE_INSIGHTS_URL.',
    );
  }
  // The admin token travels in a header; over plain HTTP anyone on the path could read it.
  if (url.protocol !== 'https:') {
    throw new UsageError(
      `the service URL must start with https:// (got ${url.protocol}//…): the service serves HTTPS only`,
    );
  }
  if (url.username || url.password) {
    throw new UsageError(
      'the service URL must not contain credentials; pass the admin token with ADMIN_TOKEN or --admin-token',
    );
  }
  if (url.search || url.hash) throw new UsageError('the service URL must not have a query or fragment');
  return url;
}

function readTokenFile(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (err) {
    throw new UsageError(
      `cannot read the admin token file ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
      'Run as the user that owns it, or set ADMIN_TOKEN.',
    );
  }
}

export function resolveAdminToken(options: GlobalOptions, env: Env): { token: string; source: string } {
  const file = join(dataDirOf(env), 'admin-token');
  const found =
    options.adminToken !== undefined
      ? { token: options.adminToken.trim(), source: '--admin-token' }
      : nonEmpty(env.ADMIN_TOKEN)
        ? { token: nonEmpty(env.ADMIN_TOKEN) as string, source: 'ADMIN_TOKEN' }
        : existsSync(file)
          ? { token: readTokenFile(file), source: file }
          : null;
  if (!found || !found.token) {
    throw new UsageError(
      'no admin token',
      `Set ADMIN_TOKEN, pass --admin-token, or run where the server's token file is readable (looked for ${file}; DATA_DIR sets the folder).`,
    );
  }
  // Checked here so that Node never builds an error message around a malformed header value.
  if (!/^[\x21-\x7e]+$/.test(found.token)) {
    throw new UsageError(`the admin token from ${found.source} contains spaces or non-printable characters`);
  }
  return found;
}

function readCa(file: string, source: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    throw new UsageError(
      `cannot read the CA certificate ${file} from ${source} (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}

export function resolveCa(options: GlobalOptions, env: Env): { ca: string[] | undefined; source: string } {
  const explicit =
    options.ca !== undefined
      ? { file: options.ca, source: '--ca' }
      : nonEmpty(env.USAGE_INSIGHTS_CA)
        ? { file: nonEmpty(env.USAGE_INSIGHTS_CA) as string, source: 'USAGE_INSIGHTS_CA' }
        : null;
  // A CA named explicitly is the only one trusted (like curl --cacert).
  if (explicit)
    return {
      ca: [readCa(resolve(explicit.file), explicit.source)],
      source: `${explicit.source} (${resolve(explicit.file)})`,
    };
  // The self-signed certificate of a server on this machine is trusted in addition to the
  // system's CAs, so that a --url elsewhere with a public certificate still works.
  const local = join(dataDirOf(env), 'tls-cert.pem');
  if (existsSync(local))
    return { ca: [...rootCertificates, readCa(local, 'DATA_DIR')], source: `the system CAs and ${local}` };
  return { ca: undefined, source: 'the system CAs' };
}

export function resolveSettings(options: GlobalOptions, env: Env): Settings {
  const url = resolveUrl(options, env);
  const { token, source: tokenSource } = resolveAdminToken(options, env);
  const insecure = options.insecure === true;
  const { ca, source: caSource } = insecure
    ? { ca: undefined, source: 'none (--insecure)' }
    : resolveCa(options, env);
  return { url, adminToken: token, tokenSource, ca, caSource, insecure };
}
