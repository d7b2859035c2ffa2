import { describe, expect, it } from 'vitest';
import { checkOutput } from './checker';

describe('line checker', () => {
  it('accepts identical output', () => {
    expect(checkOutput('1 2\n3\n', '1 2\n3\n').ok).toBe(true);
  });

  it('ignores trailing whitespace on each line, CR included', () => {
    expect(checkOutput('1 2\n3\n', '1 2   \r\n3\t\r\n').ok).toBe(true);
  });

  it('ignores trailing blank lines and a missing final newline', () => {
    expect(checkOutput('a\nb\n', 'a\nb').ok).toBe(true);
    expect(checkOutput('a\nb', 'a\nb\n\n  \n\n').ok).toBe(true);
    expect(checkOutput('', '\n\n').ok).toBe(true);
  });

  it('does not ignore leading whitespace, inner whitespace or blank lines in between', () => {
    expect(checkOutput('a b', ' a b').ok).toBe(false);
    expect(checkOutput('a b', 'a  b').ok).toBe(false);
    expect(checkOutput('a\nb', 'a\n\nb').ok).toBe(false);
  });

  it('says which line differs without quoting either side', () => {
    const result = checkOutput('secret-1\nsecret-2\n', 'secret-1\nguess\n');
    expect(result).toEqual({ ok: false, message: 'Line 2 differs from the expected output' });
  });

  it('reports missing and extra lines', () => {
    expect(checkOutput('1\n2\n3\n', '1\n2\n')).toEqual({
      ok: false,
      message: 'Expected 3 lines of output, got 2 lines',
    });
    expect(checkOutput('1\n', '1\n2\n').ok).toBe(false);
    expect(checkOutput('1\n', '').ok).toBe(false);
  });

  it('compares bytes: invalid UTF-8 and NUL bytes never match text', () => {
    expect(checkOutput('caf\u00e9', Buffer.from([0x63, 0x61, 0x66, 0xe9])).ok).toBe(false);
    expect(checkOutput('\uFFFD', Buffer.from([0xff])).ok).toBe(false);
    expect(checkOutput('ab', Buffer.from('a\u0000b')).ok).toBe(false);
    expect(checkOutput('caf\u00e9 \u00a0', Buffer.from('caf\u00e9 \u00a0')).ok).toBe(true);
  });

  it('treats a multi-byte character ending in 0xA0 as text, not as trailing space', () => {
    // U+00E0 is C3 A0 in UTF-8: Latin-1 decoding must not trim its second byte as a no-break space.
    expect(checkOutput('x\u00e0', Buffer.from([0x78, 0xc3])).ok).toBe(false);
    expect(checkOutput('x\u00e0 ', Buffer.from([0x78, 0xc3, 0xa0])).ok).toBe(true);
  });
});

describe('float checker', () => {
  const float = { type: 'float', absolute: 1e-6, relative: 1e-6 } as const;

  it('accepts numbers within the absolute or the relative tolerance', () => {
    expect(checkOutput('0.3333333', '0.33333335', float).ok).toBe(true);
    expect(checkOutput('1000000000', '1000000500', float).ok).toBe(true);
    expect(checkOutput('1.5e3 2', '1500.0000001 2.0', float).ok).toBe(true);
  });

  it('rejects numbers outside both tolerances', () => {
    expect(checkOutput('0.5', '0.5001', float)).toEqual({
      ok: false,
      message: 'Line 1 differs from the expected output',
    });
    expect(checkOutput('1000000000', '1000002000', float).ok).toBe(false);
  });

  it('compares words exactly and token counts strictly, but tolerates spacing between tokens', () => {
    expect(checkOutput('YES 1.0', 'YES  1.0000000001', float).ok).toBe(true);
    expect(checkOutput('YES 1.0', 'yes 1.0', float).ok).toBe(false);
    expect(checkOutput('1 2', '1 2 3', float).ok).toBe(false);
    expect(checkOutput('nan', 'nan', float).ok).toBe(true);
    expect(checkOutput('1', 'inf', float).ok).toBe(false);
  });

  it('keeps the line rules: trailing blanks ignored, line count enforced', () => {
    expect(checkOutput('1.0\n2.0\n', '1.0000001\n2\n\n', float).ok).toBe(true);
    expect(checkOutput('1.0\n2.0\n', '1.0 2.0\n', float).ok).toBe(false);
  });

  it('honours the puzzle tolerance', () => {
    const loose = { type: 'float', absolute: 0.01, relative: 0 } as const;
    expect(checkOutput('3.14159', '3.14', loose).ok).toBe(true);
    expect(checkOutput('3.14159', '3.13', loose).ok).toBe(false);
  });
});

describe('tokens checker (the default validator of Kattis and DOMjudge)', () => {
  const tokens = { type: 'tokens', caseSensitive: false } as const;

  it('accepts the same tokens however they are spaced or broken into lines', () => {
    expect(checkOutput('1 2\n3\n', '  1\n\n2 \t 3', tokens).ok).toBe(true);
    expect(checkOutput('', '\n \n', tokens).ok).toBe(true);
  });

  it('ignores the case of ASCII letters unless it is case-sensitive', () => {
    expect(checkOutput('Possible\n', 'POSSIBLE\n', tokens).ok).toBe(true);
    expect(checkOutput('Possible\n', 'POSSIBLE\n', { ...tokens, caseSensitive: true })).toEqual({
      ok: false,
      message: 'Token 1 differs from the expected output',
    });
    // Latin-1 decoding: the bytes of UTF-8's letters are no ASCII letters, and stay as they are.
    expect(checkOutput('\u00e9', '\u00c9', tokens).ok).toBe(false);
  });

  it('compares numbers as text unless it has a tolerance', () => {
    expect(checkOutput('1', '1.0', tokens).ok).toBe(false);
    expect(checkOutput('0.5 x', '0.5000001 X', { ...tokens, absolute: 1e-6 }).ok).toBe(true);
    expect(checkOutput('1000', '1000.5', { ...tokens, relative: 1e-3 }).ok).toBe(true);
    expect(checkOutput('1000', '1002', { ...tokens, relative: 1e-3 }).ok).toBe(false);
    expect(checkOutput('nan', 'NaN', { ...tokens, absolute: 1 }).ok).toBe(true);
  });

  it('reports a missing or extra token without quoting either side', () => {
    expect(checkOutput('secret-1 secret-2', 'secret-1', tokens)).toEqual({
      ok: false,
      message: 'Expected 2 tokens of output, got 1 token',
    });
    expect(checkOutput('a', 'a b', tokens).ok).toBe(false);
  });

  it('never lets a NUL byte pass for whitespace', () => {
    expect(checkOutput('a b', Buffer.from('a\u0000b'), tokens).ok).toBe(false);
  });
});
