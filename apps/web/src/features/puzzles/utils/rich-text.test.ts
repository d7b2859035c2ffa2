import { describe, expect, it } from 'vitest';
import { isHeading, parseBold, parseStatement } from './rich-text';

describe('parseBold', () => {
  it('turns **x** into bold runs and leaves the rest as written', () => {
    expect(parseBold('Print the **second largest distinct** value, or `NONE`.')).toEqual([
      { text: 'Print the ', bold: false },
      { text: 'second largest distinct', bold: true },
      { text: ' value, or `NONE`.', bold: false },
    ]);
  });

  it('keeps markup-looking text as text: nothing is HTML', () => {
    expect(parseBold('<b>x</b> & <script>alert(1)</script>')).toEqual([
      { text: '<b>x</b> & <script>alert(1)</script>', bold: false },
    ]);
  });

  it('leaves a lone ** alone', () => {
    expect(parseBold('2 ** 3 is 8')).toEqual([{ text: '2 ** 3 is 8', bold: false }]);
  });
});

describe('parseStatement', () => {
  it('splits paragraphs on blank lines and joins hand-wrapped lines', () => {
    const paragraphs = parseStatement('First line\ncontinues here.\n\n**Input**\n\nOne number.\n');
    expect(paragraphs).toEqual([
      [[{ text: 'First line continues here.', bold: false }]],
      [[{ text: 'Input', bold: true }]],
      [[{ text: 'One number.', bold: false }]],
    ]);
    expect(paragraphs.map(isHeading)).toEqual([false, true, false]);
  });

  it('keeps list items on their own lines', () => {
    const [paragraph] = parseStatement(
      '- **everybody trusts the keeper**, and\n- **the keeper trusts nobody**.',
    );
    expect(paragraph).toHaveLength(2);
    expect(paragraph?.[0]).toEqual([
      { text: '- ', bold: false },
      { text: 'everybody trusts the keeper', bold: true },
      { text: ', and', bold: false },
    ]);
  });

  it('ignores Windows line endings and extra blank lines', () => {
    expect(parseStatement('a\r\n\r\n\r\nb')).toHaveLength(2);
    expect(parseStatement('')).toEqual([]);
  });
});
