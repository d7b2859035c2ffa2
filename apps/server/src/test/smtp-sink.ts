import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { eventually } from './waiting';

/** A real SMTP server for tests: it accepts every mail and keeps it, parsed, to be read back. */

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
}

export interface SmtpSink {
  url: string;
  received: ReceivedMail[];
  /** Waits until `count` mails have arrived. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    async onData(stream, session, callback) {
      try {
        const mail = await simpleParser(stream);
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(','),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
        });
        callback();
      } catch (error) {
        callback(error instanceof Error ? error : new Error(String(error)));
      }
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('SMTP sink has no TCP address');

  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    waitFor: (count, timeoutMs) =>
      eventually(() => (received.length >= count ? received : undefined), timeoutMs),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
