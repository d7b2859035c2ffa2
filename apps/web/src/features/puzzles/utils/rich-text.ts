/**
 * Problem statements are plain text in which `**x**` is bold (product spec, section 2), `` `x` `` is
 * inline code, and `$x$` and `$$x$$` are math (TeX, as problem packages write it; typeset in the browser).
 * They are parsed into text runs, never into HTML: whatever else the text holds is shown as written.
 * A `$` is math's only when it opens with no space after it and closes with no space before it and no
 * digit after it ("costs $5 or $6" stays text); `\$` is a dollar sign.
 *
 * Blank lines separate paragraphs. Inside a paragraph, the catalogue wraps long lines by hand, so single
 * line breaks are joined with a space, except before a line that starts a list item ("- ", "* ", "1. "),
 * which stays on its own line.
 */

export interface TextRun {
  text: string;
  bold: boolean;
  code: boolean;
  /** TeX to typeset, inline or as a display (its own line). */
  math?: 'inline' | 'display';
}

/** A paragraph: its lines, each a list of runs. */
export type Paragraph = TextRun[][];

const LIST_ITEM = /^\s*(?:[-*]|\d+[.)])\s/;
// Inline code first: inside backticks, asterisks and dollars are code; then math, whose asterisks are TeX.
const INLINE_MARKUP =
  /`([^`\n]+)`|\$\$(.+?)\$\$|(?<!\\)\$(?!\s)([^$\n]+?)(?<![\s\\])\$(?!\d)|\*\*(.+?)\*\*|\\(\$)/g;
const INLINE_CODE = /`([^`\n]+)`/g;

/** Splits one line into plain, bold and code runs; bold text may hold inline code. */
export function parseInline(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_MARKUP)) {
    const start = match.index ?? 0;
    if (start > last) runs.push(plain(text.slice(last, start)));
    const [, code, display, inline, bold, dollar] = match;
    if (code !== undefined) runs.push({ text: code, bold: false, code: true });
    else if (display !== undefined)
      runs.push({ text: display.trim(), bold: false, code: false, math: 'display' });
    else if (inline !== undefined) runs.push({ text: inline, bold: false, code: false, math: 'inline' });
    else if (dollar !== undefined) runs.push(plain(dollar));
    else runs.push(...codeRuns(bold ?? '', true));
    last = start + match[0].length;
  }
  if (last < text.length) runs.push(plain(text.slice(last)));
  return runs;
}

function plain(text: string): TextRun {
  return { text, bold: false, code: false };
}

function codeRuns(text: string, bold: boolean): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE_CODE)) {
    const start = match.index ?? 0;
    if (start > last) runs.push({ text: text.slice(last, start), bold, code: false });
    runs.push({ text: match[1] ?? '', bold, code: true });
    last = start + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), bold, code: false });
  return runs;
}

export function parseStatement(statement: string): Paragraph[] {
  return statement
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0)
    .map((lines) => joinWrappedLines(lines).map(parseInline));
}

function joinWrappedLines(lines: string[]): string[] {
  const joined: string[] = [];
  for (const line of lines) {
    const previous = joined.length - 1;
    if (previous >= 0 && !LIST_ITEM.test(line)) joined[previous] = `${joined[previous]} ${line.trim()}`;
    else joined.push(line.trim());
  }
  return joined;
}

/** A paragraph that is only bold text (**Input**, **Output**): a section title. */
export function isHeading(paragraph: Paragraph): boolean {
  const [line, ...others] = paragraph;
  return others.length === 0 && line?.length === 1 && line[0]?.bold === true && !line[0].code;
}
