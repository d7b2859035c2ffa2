import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * Reads the mail the server wrote to DATA_DIR/outbox (no SMTP in tests). Mail bodies may be
 * quoted-printable: soft line breaks and =XX escapes are decoded before the link is searched.
 */

const outboxDir = () => path.join(inject('dataDir'), 'outbox');

export function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function newestMail(): Promise<{ file: string; text: string } | null> {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  const files = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const file = path.join(outboxDir(), name);
        return { file, modified: (await stat(file)).mtimeMs };
      }),
  );
  const newest = files.sort((a, b) => b.modified - a.modified || b.file.localeCompare(a.file))[0];
  if (!newest) return null;
  return { file: newest.file, text: decodeQuotedPrintable(await readFile(newest.file, 'utf8')) };
}

/** Waits for the newest mail to `recipient` and returns the reset link in it. */
export async function waitForResetLink(recipient: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = await newestMail();
    if (mail && new RegExp(`^To: .*${escapeRegExp(recipient)}`, 'im').test(mail.text)) {
      const link = /https?:\/\/\S+\/reset-password\?token=[^\s"<>]+/.exec(mail.text)?.[0];
      if (link) return link;
      throw new Error(`The newest mail (${mail.file}) has no reset link:\n${mail.text}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${recipient} arrived in ${outboxDir()} within ${timeoutMs} ms`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
