import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { Mail, Mailer } from "../../src/mail/mailer.ts";

/**
 * A real SMTP server on loopback that keeps every mail it receives, and in
 * `envelopes` (same order) the addresses each was sent to (RCPT TO: To, CC and
 * the blind copies, which no header shows).
 */
export async function startMailCatcher() {
  const received: ParsedMail[] = [];
  const envelopes: string[][] = [];
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          envelopes.push(session.envelope.rcptTo.map((recipient) => recipient.address));
          received.push(mail);
          for (const wake of waiting.splice(0)) wake();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    envelopes,
    /** Resolves with the `count`-th mail once it has arrived. */
    async nth(count: number): Promise<ParsedMail> {
      while (received.length < count) await new Promise<void>((resolve) => waiting.push(resolve));
      return received[count - 1];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An outbox in memory for tests that only need to read what would have been mailed. */
export function captureMailer(): Mailer & { sent: Mail[] } {
  const sent: Mail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
    },
    close() {},
  };
}

/** The query parameters of the first link to `path` in a mail's text. */
export function linkParams(text: string, path: string): URLSearchParams {
  const match = text.match(new RegExp(`https?://\\S+${path}\\?\\S+`));
  if (!match) throw new Error(`no link to ${path} in:\n${text}`);
  return new URL(match[0]).searchParams;
}
