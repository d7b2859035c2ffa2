import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PYTHON_SUM } from '../../test/programs';
import { hashOf, type TextLocation, type TextRef } from '../texts';
import { JudgeProcessClient } from './client';
import type { ToJudgeProcess } from './protocol';
import { JudgeProcessSupervisor } from './supervisor';

/**
 * Jobs to a real judge process name their stored tests by hash: each message stays small whatever the tests
 * weigh, and the judge process reads a catalogue test from its file itself, inside the content folder only,
 * and only while it holds the text its hash names.
 */

/**
 * A test ten times the bound on a message: one line with 1, a million spaces, and 2. Not larger: the judge
 * suite's verdict tests run beside this file, and a heavier run here turns their memory bombs into time
 * limits (the server's suite judges 14 MB through workers).
 */
const BIG_INPUT = `1 ${' '.repeat(1_000_000)}2\n`;

describe('tests by reference to the judge process', () => {
  let content: string;
  /** Where the server would say each text is (its test store): a catalogue file, or the text itself. */
  const locations = new Map<string, TextLocation>();
  const sizes: number[] = [];
  const internalErrors: string[] = [];
  let client: JudgeProcessClient;
  let supervisor: JudgeProcessSupervisor;

  function catalogueText(file: string, text: string): TextRef {
    mkdirSync(path.dirname(path.join(content, file)), { recursive: true });
    writeFileSync(path.join(content, file), text);
    const ref = { hash: hashOf(text), bytes: Buffer.byteLength(text) };
    locations.set(ref.hash, { hash: ref.hash, file });
    return ref;
  }

  beforeAll(async () => {
    content = mkdtempSync(path.join(tmpdir(), 'codequest-texts-'));
    client = new JudgeProcessClient({
      locateTexts: async (hashes) =>
        hashes.map((hash) => {
          const location = locations.get(hash);
          if (!location) throw new Error(`no text ${hash}`);
          return location;
        }),
      onInternalError: (detail) => internalErrors.push(detail),
    });
    supervisor = new JudgeProcessSupervisor({ concurrency: 1, contentDir: content }, client.events);
    // Every message to the judge process is measured on its way.
    client.attach({
      send: (message: ToJudgeProcess) => {
        sizes.push(Buffer.byteLength(JSON.stringify(message)));
        return supervisor.send(message);
      },
      close: () => supervisor.close(),
    });
    supervisor.start();
    expect(await client.waitUntilUp()).toBe(true);
  });
  afterAll(async () => {
    await client.close();
    rmSync(content, { recursive: true, force: true });
  });

  it('judges a 1 MB test from its file, with no message over 100 KB', async () => {
    const big = catalogueText('sum/tests/09.in', BIG_INPUT);
    const three = catalogueText('sum/tests/09.out', '3\n');
    const result = await client.judge({
      language: 'python',
      source: PYTHON_SUM,
      tests: [
        { input: '20 22\n', expected: '42\n' },
        { input: big, expected: three },
      ],
    });
    expect(result.verdict).toBe('ACCEPTED');
    expect(result.tests).toHaveLength(2);
    expect(Math.max(...sizes)).toBeLessThan(100 * 1024);
  });

  it('judges a text the server keeps whole, checked against its hash', async () => {
    const text = '5 6\n';
    const ref = { hash: hashOf(text), bytes: 4 };
    locations.set(ref.hash, { hash: ref.hash, text });
    const result = await client.judge({
      language: 'python',
      source: PYTHON_SUM,
      tests: [{ input: ref, expected: '11\n' }],
    });
    expect(result.verdict).toBe('ACCEPTED');
  });

  it('answers Internal Error for a file that changed since, or lies outside the content folder', async () => {
    const changed = catalogueText('sum/tests/10.in', '1 2\n');
    writeFileSync(path.join(content, 'sum/tests/10.in'), '1 3\n');
    const outside = { hash: hashOf('root:x:0:0'), bytes: 10 };
    locations.set(outside.hash, { hash: outside.hash, file: '../../../etc/passwd' });
    for (const [input, reason] of [
      [changed, /changed since the catalogue was seeded/],
      [outside, /outside the content folder/],
    ] as const) {
      const result = await client.judge({
        language: 'python',
        source: PYTHON_SUM,
        tests: [{ input, expected: '3\n' }],
      });
      expect(result.verdict).toBe('INTERNAL_ERROR');
      expect(internalErrors.at(-1)).toMatch(reason);
    }
  });
});
