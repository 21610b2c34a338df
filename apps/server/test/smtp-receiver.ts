// A real SMTP server in the test process (the smtp-server package) that keeps every mail it receives, parsed by
// mailparser: the receiving end of Garita's mail in the API tests (docs/mail.md). It can be stopped and started
// again on the same port, as a mail server that goes down and comes back.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  url: string;
  mails: ParsedMail[];
  /** Mails received for `to`. */
  to(address: string): ParsedMail[];
  /** Waits until `predicate` holds for the mails received, or fails after `timeoutMs`. */
  waitFor(predicate: (mails: ParsedMail[]) => boolean, timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ParsedMail[] = [];
  let server: SMTPServer | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          // skipImageLinks: the HTML as sent, its cid: references left as they are.
          simpleParser(stream, { skipImageLinks: true }).then(
            (mail) => {
              mails.push(mail);
              callback();
            },
            (error: Error) => callback(error),
          );
        },
      });
      next.on('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.server.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  await listen();
  const addressOf = (mail: ParsedMail) => {
    const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
    return to?.value[0]?.address ?? '';
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    to: (address) => mails.filter((m) => addressOf(m) === address),
    async waitFor(predicate, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (!predicate(mails)) {
        if (Date.now() > deadline) throw new Error(`mails received: ${mails.map((m) => m.subject).join(' | ')}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    async stop() {
      const closing = server;
      server = null;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
    start: listen,
  };
}
