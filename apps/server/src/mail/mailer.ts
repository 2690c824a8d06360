import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";

export interface Mail {
  to: string | string[];
  /** Copies (an invoice's CC); `bcc`: blind copies (the sender's own copy of an invoice). */
  cc?: string[];
  bcc?: string[];
  subject: string;
  text: string;
  html: string;
  /** Where an answer goes (the contact form's sender), when not to the sender. */
  replyTo?: { name: string; address: string };
  /** Files sent with the mail (an invoice's PDF and XML). */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/**
 * Mail over SMTP_URL; without it (the embedded default) each mail, links
 * included, is written to the log so a local user can still follow it.
 */
export function createMailer(
  settings: { smtpUrl: string | undefined; mailFrom: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!settings.smtpUrl) {
    return {
      async send(mail) {
        log.info(
          {
            mail: {
              to: mail.to,
              ...(mail.cc?.length ? { cc: mail.cc } : {}),
              ...(mail.bcc?.length ? { bcc: mail.bcc } : {}),
              subject: mail.subject,
              text: mail.text,
              attachments: mail.attachments?.map((file) => file.filename),
            },
          },
          "mail (SMTP_URL is not set, so it is logged instead of sent)",
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: settings.mailFrom, ...mail });
    },
    close: () => transport.close(),
  };
}
