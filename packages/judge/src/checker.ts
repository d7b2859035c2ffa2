import type { JudgeChecker } from '@codequest/contracts';

/**
 * Compares a program's output with the expected output, line by line, ignoring trailing whitespace on each
 * line and trailing blank lines. The comparison is byte-exact otherwise (both sides are read as Latin-1, so
 * invalid UTF-8 or NUL bytes in the output can never be "repaired" into a match). The float checker also
 * accepts numeric tokens within an absolute or relative tolerance. Messages never quote the test's data.
 */

export interface CheckResult {
  ok: boolean;
  message?: string;
}

const TRAILING_SPACE = /[ \t\r\f\v]+$/;
const TOKEN_SEPARATOR = /[ \t\r\f\v]+/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function significantLines(bytes: Buffer): string[] {
  const lines = bytes
    .toString('latin1')
    .split('\n')
    .map((line) => line.replace(TRAILING_SPACE, ''));
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

function tokensMatch(expected: string, actual: string, absolute: number, relative: number): boolean {
  if (expected === actual) return true;
  if (!NUMBER.test(expected) || !NUMBER.test(actual)) return false;
  const difference = Math.abs(Number(expected) - Number(actual));
  return difference <= absolute || difference <= relative * Math.abs(Number(expected));
}

function floatLinesMatch(expected: string, actual: string, checker: { absolute: number; relative: number }) {
  const expectedTokens = expected.split(TOKEN_SEPARATOR).filter(Boolean);
  const actualTokens = actual.split(TOKEN_SEPARATOR).filter(Boolean);
  if (expectedTokens.length !== actualTokens.length) return false;
  return expectedTokens.every((token, index) =>
    tokensMatch(token, actualTokens[index] ?? '', checker.absolute, checker.relative),
  );
}

function plural(count: number): string {
  return count === 1 ? '1 line' : `${count} lines`;
}

export function checkOutput(
  expected: string | Buffer,
  actual: string | Buffer,
  checker: JudgeChecker = { type: 'lines' },
): CheckResult {
  const expectedLines = significantLines(Buffer.isBuffer(expected) ? expected : Buffer.from(expected));
  const actualLines = significantLines(Buffer.isBuffer(actual) ? actual : Buffer.from(actual));
  const count = Math.min(expectedLines.length, actualLines.length);
  for (let index = 0; index < count; index++) {
    const wanted = expectedLines[index] ?? '';
    const got = actualLines[index] ?? '';
    const same = checker.type === 'float' ? floatLinesMatch(wanted, got, checker) : wanted === got;
    if (!same) return { ok: false, message: `Line ${index + 1} differs from the expected output` };
  }
  if (expectedLines.length !== actualLines.length) {
    return {
      ok: false,
      message: `Expected ${plural(expectedLines.length)} of output, got ${plural(actualLines.length)}`,
    };
  }
  return { ok: true };
}
