import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** A real SMTP server on loopback that keeps what the app mails, for journeys that follow links. */
export async function startMailbox() {
  const received: ParsedMail[] = [];
  /** Who each mail was delivered to (the envelope: Bcc recipients are only here). */
  const envelopes = new Map<ParsedMail, string[]>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        envelopes.set(
          mail,
          session.envelope.rcptTo.map((recipient) => recipient.address),
        );
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** The newest mail to `to`, waiting for it to arrive. */
    async latestTo(to: string): Promise<ParsedMail> {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const mail = received
          .filter((entry) => entry.to && "text" in entry.to && entry.to.text === to)
          .at(-1);
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no mail to ${to}`);
    },
    /** Every mail to `to` received so far, oldest first. */
    allTo(to: string): ParsedMail[] {
      return received.filter((entry) => entry.to && "text" in entry.to && entry.to.text === to);
    },
    /** The addresses the newest mail to `to` was delivered to (To, Cc and Bcc alike). */
    async recipientsOf(to: string): Promise<string[]> {
      return envelopes.get(await this.latestTo(to)) ?? [];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that goes to `path`. */
export function linkIn(mail: ParsedMail, path: string): URL {
  const match = (mail.text ?? "").match(new RegExp(`https?://\\S+${path}\\?\\S+`));
  if (!match) throw new Error(`no ${path} link in: ${mail.text}`);
  return new URL(match[0]);
}
