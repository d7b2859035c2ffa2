import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

/**
 * Outgoing mail. Over SMTP when SMTP_URL is set; otherwise each message is written to DATA_DIR/outbox as an
 * .eml file (and the file named in the log), so nothing is lost on a machine without a mail server.
 * Sending happens in the background: a request never waits on, or reveals anything through, the mail server.
 */

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  /** Queues the mail and returns at once; failures are logged. */
  send(mail: Mail): void;
  /** Waits for the mail already queued, then closes the transport. */
  close(): Promise<void>;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, from, outboxDir, log } = options;
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(mail: Mail): Promise<void> {
    const info = await transport.sendMail({ from, ...mail });
    if (smtpUrl) {
      log.info({ to: maskEmail(mail.to), subject: mail.subject }, 'mail sent');
      return;
    }
    mkdirSync(outboxDir, { recursive: true });
    const file = path.join(outboxDir, `${Date.now()}-${String(info.messageId).replace(/[^\w.-]/g, '')}.eml`);
    writeFileSync(file, info.message as Buffer, { mode: 0o600 });
    log.info(
      { to: maskEmail(mail.to), subject: mail.subject, file },
      'mail saved to the outbox (no SMTP_URL)',
    );
  }

  return {
    kind: smtpUrl ? 'smtp' : 'outbox',
    send(mail) {
      const job = deliver(mail)
        .catch((error: unknown) =>
          log.error({ err: error, to: maskEmail(mail.to) }, 'mail could not be sent'),
        )
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async close() {
      await Promise.all(pending);
      transport.close();
    },
  };
}

/** a***@example.com: enough to tell mails apart in a log, not enough to harvest addresses. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain}`;
}
