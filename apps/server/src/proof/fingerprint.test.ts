import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { judgeVersion, verdictSourceFiles } from './fingerprint';

describe("the judge's fingerprint", () => {
  const root = mkdtempSync(path.join(tmpdir(), 'codequest-fingerprint-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };

  it('fingerprints the judge the same way twice', () => {
    expect(judgeVersion()).toMatch(/^[0-9a-f]{16}$/);
    expect(judgeVersion()).toBe(judgeVersion());
  });

  it("covers the judge's source and the language table, not its tests or its transports", () => {
    const files = verdictSourceFiles();
    expect(files).toContain('packages/judge/src/engine.ts');
    expect(files).toContain('packages/contracts/src/languages.ts');
    expect(files.filter((file) => /\.test\.ts$|\/src\/test\/|\/transports\//.test(file))).toEqual([]);
  });

  it('moves when a file that decides verdicts changes, not when a transport or a test helper does', () => {
    write('packages/judge/src/engine.ts', 'export const engine = 1;\n');
    write('packages/judge/src/transports/queue.ts', 'export const queue = 1;\n');
    write('packages/judge/src/test/programs.ts', 'export const programs = 1;\n');
    write('packages/contracts/src/languages.ts', "export const LANGUAGES = ['c'];\n");
    const before = judgeVersion(root);

    write('packages/judge/src/transports/queue.ts', 'export const queue = 2;\n');
    write('packages/judge/src/test/programs.ts', 'export const programs = 2;\n');
    expect(judgeVersion(root)).toBe(before);

    write('packages/contracts/src/languages.ts', "export const LANGUAGES = ['c', 'java'];\n");
    const withLanguage = judgeVersion(root);
    expect(withLanguage).not.toBe(before);
    write('packages/judge/src/engine.ts', 'export const engine = 2;\n');
    expect(judgeVersion(root)).not.toBe(withLanguage);
  });
});
