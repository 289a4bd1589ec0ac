// Cross-instance invalidation of the key cache: a change of a key or an account (revocation,
// plan) is announced with pg_notify in the statement that makes it, so it is delivered when
// it commits; every instance LISTENs on its own connection and drops what it cached. While
// that connection is down, an instance does not cache at all, and it starts from an empty
// cache once it listens again.
import pg from 'pg';

export const KEY_CHANGES_CHANNEL = 'usage_insights_key_changes';

/** Notification payloads: `key:<keyId>` or `account:<accountId>`. */
export const keyChanged = (keyId: string) => `key:${keyId}`;
export const accountChanged = (accountId: string) => `account:${accountId}`;

export interface KeyChangesListener {
  /** True while notifications are being received (only then may look-ups be cached). */
  readonly listening: boolean;
  close(): Promise<void>;
}

const RECONNECT_MS = 1_000;

export function listenForKeyChanges(
  url: string,
  onChange: (payload: string) => void,
  onReset: () => void,
): KeyChangesListener {
  let listening = false;
  let closed = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;

  /** Forgets the current connection and ends it (whatever state it is in). */
  const dropClient = async () => {
    listening = false;
    const c = client;
    client = null;
    c?.removeAllListeners();
    c?.on('error', () => {});
    await c?.end().catch(() => {});
  };

  const lost = () => {
    if (listening) onReset();
    void dropClient();
    if (!closed && !retry)
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, RECONNECT_MS);
  };

  async function connect() {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000, keepAlive: true });
    client = c;
    c.on('error', lost);
    c.on('end', lost);
    c.on('notification', (message) => {
      if (message.channel === KEY_CHANGES_CHANNEL && message.payload) onChange(message.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${KEY_CHANGES_CHANNEL}`);
      if (client !== c || closed) return;
      onReset(); // anything cached before this point may have missed a notification
      listening = true;
    } catch {
      if (client === c) lost();
    }
  }

  void connect();
  return {
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await dropClient();
    },
  };
}
