// Outgoing mail: SMTP when SMTP_URL is set, otherwise the message is written to the server log
// so a newcomer can follow a reset link without a mail server. Mail leaves through the outbox (docs/mail.md):
// a send runs in the outbox's worker, never inside a request.

import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer | string;
  contentType: string;
  /** Set for an inline image the HTML shows with `<img src="cid:…">`. */
  cid?: string;
}

export interface Mail {
  to: string;
  subject: string;
  /** The plain-text part: every mail has one. */
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** A stable id (the outbox row's key): a mail sent twice after a crash is one mail to clients that honour it. */
  messageId?: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** How long one SMTP conversation may take: shorter than the outbox's lease (5 min) by far. */
const SMTP_TIMEOUT_MS = 30_000;

export function createMailer(options: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        options.log.info({ mail: { to: mail.to, subject: mail.subject } }, `mail (no SMTP_URL set):\n${mail.text}`);
      },
    };
  }
  const smtpUrl = options.smtpUrl;
  // nodemailer (about 40 modules) loads with the first mail, not at start-up (docs/benchmarks.md, "Start-up").
  let transport: Promise<Transporter> | undefined;
  const open = async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    });
  };
  return {
    async send(mail) {
      transport ??= open();
      await (await transport).sendMail({ from: options.from, ...mail });
    },
  };
}
