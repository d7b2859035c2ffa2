import { describe, expect, it } from 'vitest';
import { isHeading, parseInline, parseStatement } from './rich-text';

const plain = (text: string) => ({ text, bold: false, code: false });
const bold = (text: string) => ({ text, bold: true, code: false });
const code = (text: string, isBold = false) => ({ text, bold: isBold, code: true });

describe('parseInline', () => {
  it('turns **x** into bold runs and `x` into code runs, and leaves the rest as written', () => {
    expect(parseInline('Print the **second largest distinct** value, or `NONE`.')).toEqual([
      plain('Print the '),
      bold('second largest distinct'),
      plain(' value, or '),
      code('NONE'),
      plain('.'),
    ]);
  });

  it('keeps markup-looking text as text: nothing is HTML', () => {
    expect(parseInline('<b>x</b> & <script>alert(1)</script>')).toEqual([
      plain('<b>x</b> & <script>alert(1)</script>'),
    ]);
    expect(parseInline('`<img src=x onerror=alert(1)>`')).toEqual([code('<img src=x onerror=alert(1)>')]);
  });

  it('leaves a lone ** or ` alone', () => {
    expect(parseInline('2 ** 3 is 8')).toEqual([plain('2 ** 3 is 8')]);
    expect(parseInline('a ` b')).toEqual([plain('a ` b')]);
  });

  it('keeps asterisks inside code as code, and finds code inside bold', () => {
    expect(parseInline('`**x**` and **print `-1`**')).toEqual([
      code('**x**'),
      plain(' and '),
      bold('print '),
      code('-1', true),
    ]);
  });
});

describe('parseStatement', () => {
  it('splits paragraphs on blank lines and joins hand-wrapped lines', () => {
    const paragraphs = parseStatement('First line\ncontinues here.\n\n**Input**\n\nOne number.\n');
    expect(paragraphs).toEqual([
      [[plain('First line continues here.')]],
      [[bold('Input')]],
      [[plain('One number.')]],
    ]);
    expect(paragraphs.map(isHeading)).toEqual([false, true, false]);
  });

  it('keeps list items on their own lines', () => {
    const [paragraph] = parseStatement(
      '- **everybody trusts the keeper**, and\n- **the keeper trusts nobody**.',
    );
    expect(paragraph).toHaveLength(2);
    expect(paragraph?.[0]).toEqual([plain('- '), bold('everybody trusts the keeper'), plain(', and')]);
  });

  it('a paragraph of code alone is not a heading', () => {
    expect(parseStatement('`NONE`').map(isHeading)).toEqual([false]);
  });

  it('ignores Windows line endings and extra blank lines', () => {
    expect(parseStatement('a\r\n\r\n\r\nb')).toHaveLength(2);
    expect(parseStatement('')).toEqual([]);
  });
});
