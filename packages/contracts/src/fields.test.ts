import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  codeField,
  hasControlCharacters,
  idField,
  MAX_ID,
  textField,
} from './fields';

describe('text fields', () => {
  it('refuse every control character on one line', () => {
    const field = textField();
    for (const bad of ['a\u0000', '\t', 'a\nb', '\r', '\u001b[0m', '\u007f', '\u0085', '\u009f']) {
      const result = field.safeParse(bad);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
    for (const good of ['plain', 'é ü ß', '日本語', '😀', ' spaced ', '\u00a0']) {
      expect(field.safeParse(good).success).toBe(true);
    }
  });

  it('keep tabs and line breaks in code, and refuse the rest', () => {
    expect(codeField().safeParse('int main() {\r\n\treturn 0;\n}').success).toBe(true);
    expect(codeField().safeParse('x\u0000').success).toBe(false);
    expect(codeField().safeParse('x\u000b').success).toBe(false);
    expect(hasControlCharacters('a\tb\nc\rd', 'multi-line')).toBe(false);
  });

  it('keep their own message for a missing value', () => {
    expect(
      textField({ error: 'Please fill in all fields' }).safeParse(undefined).error?.issues[0]?.message,
    ).toBe('Please fill in all fields');
  });
});

describe('id fields', () => {
  const field = idField('No such puzzle', { missing: 'puzzleId is required' });

  it('take positive 32-bit integers, as numbers or plain digits', () => {
    expect(field.parse(1)).toBe(1);
    expect(field.parse('42')).toBe(42);
    expect(field.parse(MAX_ID)).toBe(MAX_ID);
    expect(field.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it.each([
    0,
    -1,
    1.5,
    MAX_ID + 1,
    2 ** 53,
    Number.POSITIVE_INFINITY,
    Number.NaN,
    '0',
    '-1',
    '2147483648',
    '9007199254740993',
    '1e3',
    '0x10',
    ' 1',
    '１',
    'abc',
    '',
    true,
    null,
    [],
    {},
  ])('refuse %j', (value) => {
    const result = field.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('No such puzzle');
  });

  it('say when the id is missing', () => {
    expect(field.safeParse(undefined).error?.issues[0]?.message).toBe('puzzleId is required');
  });
});
