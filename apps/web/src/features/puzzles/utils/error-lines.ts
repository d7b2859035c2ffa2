import type { ExecutionResult, Language } from '@codequest/contracts';

/**
 * The lines of the learner's file that a compiler's or a crashed program's message names, so the editor can
 * mark them: gcc and g++ (`main.c:4:3: error: …`), javac (`Main.java:3: error: …`, and a stack's
 * `at Main.main(Main.java:4)`), Python (`File "main.py", line 2`, the deepest frame of a traceback) and Node
 * (`main.js:3`, or a stack's `(main.js:3:15)`). The judge may or may not keep the sandbox's folders in front of
 * a file name: either is read. A message that names no line of the learner's file marks nothing.
 */

export interface ErrorMark {
  /** 1-based, as compilers count. */
  line: number;
  /** 1-based; null when the message names the line only. */
  column: number | null;
  message: string;
}

const PATH = String.raw`(?:[^\s"'():]*/)?`;

/** What a compile error (result.error), else the first failing visible test's error output, marks. */
export function errorMarksOf(language: Language, result: ExecutionResult): ErrorMark[] {
  if (result.error !== null) return errorMarks(language, result.error);
  const failed = result.results.find((test) => !test.hidden && !test.passed && test.stderr.trim() !== '');
  const stderr = failed && !failed.hidden ? failed.stderr : (result.custom?.stderr ?? '');
  return stderr.trim() === '' ? [] : errorMarks(language, stderr);
}

export function errorMarks(language: Language, text: string): ErrorMark[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  switch (language) {
    case 'c':
      return gnuMarks(lines, 'main.c');
    case 'cpp':
      return gnuMarks(lines, 'main.cpp');
    case 'java':
      return javaMarks(lines);
    case 'python':
      return pythonMarks(lines);
    case 'javascript':
      return nodeMarks(lines);
  }
}

/** One mark a line: the first message said about it wins (the others are usually its consequences). */
function onePerLine(marks: ErrorMark[]): ErrorMark[] {
  const seen = new Set<number>();
  return marks.filter((mark) => {
    if (mark.line < 1 || seen.has(mark.line)) return false;
    seen.add(mark.line);
    return true;
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function gnuMarks(lines: string[], file: string): ErrorMark[] {
  const pattern = new RegExp(`^${PATH}${escapeRegExp(file)}:(\\d+):(?:(\\d+):)?\\s*(?:fatal )?error: (.*)$`);
  const marks: ErrorMark[] = [];
  for (const line of lines) {
    const match = pattern.exec(line);
    if (match)
      marks.push({ line: Number(match[1]), column: toColumn(match[2]), message: (match[3] ?? '').trim() });
  }
  return onePerLine(marks);
}

function javaMarks(lines: string[]): ErrorMark[] {
  const compile = new RegExp(`^${PATH}\\w+\\.java:(\\d+): error: (.*)$`);
  const marks: ErrorMark[] = [];
  for (const line of lines) {
    const match = compile.exec(line);
    if (match) marks.push({ line: Number(match[1]), column: null, message: (match[2] ?? '').trim() });
  }
  if (marks.length > 0) return onePerLine(marks);
  // A runtime exception: its first frame in the learner's source. Their classes are in no package; the JDK's
  // frames always name one (java.util.ArrayList.get), so they are passed over.
  const frame = lines
    .map((line) => /^\s*at [\w$]+\.[\w$<>]+\((\w+)\.java:(\d+)\)/.exec(line))
    .find((match) => match !== null);
  if (!frame) return [];
  const thrown = lines.find((line) =>
    /^(Exception in thread "[^"]*" )?[\w$.]+(Exception|Error)\b/.test(line),
  );
  const message = (thrown ?? 'The program stopped here').replace(/^Exception in thread "[^"]*" /, '');
  return [{ line: Number(frame[2]), column: null, message: message.trim() }];
}

function pythonMarks(lines: string[]): ErrorMark[] {
  const frame = new RegExp(`^\\s*File "${PATH}main\\.py", line (\\d+)`);
  // A traceback lists the outermost call first: the last frame in the learner's file is where it failed.
  let at: number | null = null;
  for (const line of lines) {
    const match = frame.exec(line);
    if (match) at = Number(match[1]);
  }
  if (at === null) return [];
  const last = [...lines].reverse().find((line) => /^\w[\w.]*(Error|Exception|Interrupt|Exit)\b/.test(line));
  const message = last ?? lines.filter((line) => line.trim() !== '').at(-1) ?? '';
  return [{ line: at, column: null, message: message.trim() }];
}

function nodeMarks(lines: string[]): ErrorMark[] {
  const header = new RegExp(`^${PATH}main\\.js:(\\d+)$`);
  const stackFrame = new RegExp(`\\(?${PATH}main\\.js:(\\d+):(\\d+)\\)?$`);
  const thrown = lines.find((line) => /^(Uncaught )?\w*(Error|Exception)\b/.test(line));
  const message = (thrown ?? 'The program stopped here').trim();
  for (const line of lines) {
    const match = header.exec(line.trim());
    if (match) return [{ line: Number(match[1]), column: null, message }];
  }
  for (const line of lines) {
    const match = /^\s*at /.test(line) ? stackFrame.exec(line.trim()) : null;
    if (match) return [{ line: Number(match[1]), column: Number(match[2]), message }];
  }
  return [];
}

function toColumn(text: string | undefined): number | null {
  return text === undefined ? null : Number(text);
}
