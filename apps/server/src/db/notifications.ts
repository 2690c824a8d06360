import pg from "pg";
import { clientOf, type Database, sessionConnectionConfig } from "./open-database.ts";

export interface ChannelHandlers {
  /** A payload sent with `pg_notify(channel, payload)` by a transaction that has committed. */
  message(payload: string): void;
  /** From here on every message on the channel arrives. */
  listening(): void;
  /** Messages may have been missed from here on, until `listening` is called again. */
  lost(): void;
}

export interface Subscription {
  close(): Promise<void>;
}

/** How long a lost PostgreSQL listener waits before it connects again. */
export const RECONNECT_DELAY_MS = 1000;

/**
 * Listens on a notification channel of the database, on PostgreSQL over a
 * connection of its own (not one of the pool's, which run queries) to the direct
 * URL (a transaction pooler would not keep the LISTEN), which is opened again
 * after a loss; on PGlite inside the embedded database itself.
 */
export async function listen(
  db: Database,
  channel: string,
  handlers: ChannelHandlers,
): Promise<Subscription> {
  const session = sessionConnectionConfig(db);
  if (session) return listenOnServer(session, channel, handlers);
  const client = clientOf(db);
  if (client instanceof pg.Pool) return listenOnServer(client.options, channel, handlers);
  const stop = await client.listen(channel, handlers.message);
  handlers.listening();
  return {
    async close() {
      handlers.lost();
      // The database may be closed first (a test's teardown): then nothing listens any more.
      if (!client.closed) await stop();
    },
  };
}

function listenOnServer(
  options: pg.ClientConfig,
  channel: string,
  handlers: ChannelHandlers,
): Subscription {
  let closed = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    retry = undefined;
    const client = new pg.Client(options);
    current = client;
    let gone = false;
    const lose = () => {
      if (gone) return;
      gone = true;
      handlers.lost();
      void client.end().catch(() => undefined);
      if (!closed) retry = setTimeout(connect, RECONNECT_DELAY_MS);
    };
    client.on("error", lose);
    client.on("end", lose);
    client.on("notification", (notification) => {
      if (notification.channel === channel) handlers.message(notification.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel}"`);
    } catch {
      lose();
      return;
    }
    if (!gone && !closed) handlers.listening();
  };
  void connect();

  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      handlers.lost();
      await current?.end().catch(() => undefined);
    },
  };
}
