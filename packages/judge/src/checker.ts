import type { JudgeChecker } from '@codequest/contracts';

/**
 * Compares a program's output with the expected output, line by line, ignoring trailing whitespace on each
 * line and trailing blank lines. The comparison is byte-exact otherwise (both sides are read as Latin-1, so
 * invalid UTF-8 or NUL bytes in the output can never be "repaired" into a match). The float checker also
 * accepts numeric tokens within an absolute or relative tolerance. The tokens checker is Kattis's default
 * validator: tokens however spaced, ASCII letters in either case unless it is case-sensitive, numbers within
 * its tolerances when it has any. Messages never quote the test's data.
 */

export interface CheckResult {
  ok: boolean;
  message?: string;
}

const TRAILING_SPACE = /[ \t\r\f\v]+$/;
const TOKEN_SEPARATOR = /[ \t\r\f\v]+/;
const WHITESPACE = /[ \t\n\r\f\v]+/;
const UPPER_CASE = /[A-Z]+/g;
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
  return numbersMatch(expected, actual, absolute, relative);
}

function numbersMatch(expected: string, actual: string, absolute: number, relative: number): boolean {
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

function plural(count: number, noun: string): string {
  return count === 1 ? `1 ${noun}` : `${count} ${noun}s`;
}

const bytesOf = (text: string | Buffer) => (Buffer.isBuffer(text) ? text : Buffer.from(text));

/** The checkers the judge applies itself: a custom one is a program (output-validator.ts). */
export type BuiltInChecker = Exclude<JudgeChecker, { type: 'custom' }>;

export function checkOutput(
  expected: string | Buffer,
  actual: string | Buffer,
  checker: BuiltInChecker = { type: 'lines' },
): CheckResult {
  if (checker.type === 'tokens') return checkTokens(bytesOf(expected), bytesOf(actual), checker);
  const expectedLines = significantLines(bytesOf(expected));
  const actualLines = significantLines(bytesOf(actual));
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
      message: `Expected ${plural(expectedLines.length, 'line')} of output, got ${plural(actualLines.length, 'line')}`,
    };
  }
  return { ok: true };
}

/** ASCII letters to lower case, and nothing else (the bytes are Latin-1: UTF-8's letters are left alone). */
function asciiLower(text: string): string {
  return text.replace(UPPER_CASE, (letters) => letters.toLowerCase());
}

function tokensOf(bytes: Buffer, caseSensitive: boolean): string[] {
  const text = bytes.toString('latin1');
  return (caseSensitive ? text : asciiLower(text)).split(WHITESPACE).filter(Boolean);
}

function checkTokens(
  expected: Buffer,
  actual: Buffer,
  checker: Extract<JudgeChecker, { type: 'tokens' }>,
): CheckResult {
  const wanted = tokensOf(expected, checker.caseSensitive);
  const got = tokensOf(actual, checker.caseSensitive);
  const tolerant = checker.absolute !== undefined || checker.relative !== undefined;
  const count = Math.min(wanted.length, got.length);
  for (let index = 0; index < count; index++) {
    const expectedToken = wanted[index] as string;
    const actualToken = got[index] as string;
    if (expectedToken === actualToken) continue;
    if (tolerant && numbersMatch(expectedToken, actualToken, checker.absolute ?? 0, checker.relative ?? 0))
      continue;
    return { ok: false, message: `Token ${index + 1} differs from the expected output` };
  }
  if (wanted.length !== got.length)
    return {
      ok: false,
      message: `Expected ${plural(wanted.length, 'token')} of output, got ${plural(got.length, 'token')}`,
    };
  return { ok: true };
}
