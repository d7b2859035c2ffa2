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

describe('math in statements', () => {
  const math = (text: string, kind: 'inline' | 'display') => ({ text, bold: false, code: false, math: kind });
  const plain = (text: string) => ({ text, bold: false, code: false });

  it('reads $x$ as inline math and $$x$$ as a display, their asterisks and underscores TeX', () => {
    expect(parseInline('Given $a_1 * b$ and $$\\sum_{i=1}^{n} x_i$$ print it.')).toEqual([
      plain('Given '),
      math('a_1 * b', 'inline'),
      plain(' and '),
      math('\\sum_{i=1}^{n} x_i', 'display'),
      plain(' print it.'),
    ]);
  });

  it('leaves prices, a lone dollar and an escaped one as text, and math inside code as code', () => {
    expect(parseInline('It costs $5 or $6 today.')).toEqual([plain('It costs $5 or $6 today.')]);
    expect(parseInline('Pay $ 3 $ now')).toEqual([plain('Pay $ 3 $ now')]);
    expect(parseInline('Write \\$x\\$ for money')).toEqual([
      plain('Write '),
      plain('$'),
      plain('x'),
      plain('$'),
      plain(' for money'),
    ]);
    expect(parseInline('`$x$` stays')).toEqual([{ text: '$x$', bold: false, code: true }, plain(' stays')]);
  });

  it('keeps a display that a catalogue-style wrap split over lines, and bold beside math', () => {
    const [paragraph] = parseStatement('The sum is\n$$a +\nb$$\n**Output** $c$');
    expect(paragraph?.[0]).toEqual([
      plain('The sum is '),
      math('a + b', 'display'),
      plain(' '),
      { text: 'Output', bold: true, code: false },
      plain(' '),
      math('c', 'inline'),
    ]);
  });
});
