/**
 * Which class a Java submission runs, found in its source the way Kattis and DOMjudge do, so a learner may
 * name the class anything: javac insists a public class sits in a file of its name, and the JVM needs the
 * name to start. The public top-level type wins (javac's rule); else the top-level type declaring
 * `public static void main(String[])`; else a type called Main; else the first one. Comments, string and
 * char literals and text blocks are skipped, so a class named in them never counts. This is a scan, not a
 * parser: javac still judges the source; a name found here only chooses a file name and a class to run, and
 * is used nowhere before it passes JAVA_CLASS_NAME.
 */

/** A class name the judge will put in a path and an argv: a plain identifier, nothing a path could use. */
export const JAVA_CLASS_NAME = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
/** Far beyond any real name, well within a file name's 255 bytes even with a nested class's suffix. */
export const JAVA_CLASS_NAME_MAX = 100;

export type MainClassSearch =
  | { kind: 'found'; name: string }
  | { kind: 'none' }
  | { kind: 'refused'; message: string };

interface TopLevelType {
  name: string;
  isPublic: boolean;
  declaresMain: boolean;
}

const TYPE_KEYWORDS = new Set(['class', 'interface', 'enum', 'record']);
const IDENTIFIER_START = /[\p{L}\p{Nl}_$]/u;
const IDENTIFIER_PART = /[\p{L}\p{Nl}\p{Nd}\p{Mn}\p{Mc}\p{Pc}_$]/u;

export function findMainClass(source: string): MainClassSearch {
  const types = topLevelTypes(tokenize(source));
  const chosen =
    types.find((type) => type.isPublic) ??
    types.find((type) => type.declaresMain) ??
    types.find((type) => type.name === 'Main') ??
    types[0];
  if (!chosen) return { kind: 'none' };
  if (!JAVA_CLASS_NAME.test(chosen.name) || chosen.name.length > JAVA_CLASS_NAME_MAX) {
    return {
      kind: 'refused',
      message: `error: class name ${chosen.name.slice(0, JAVA_CLASS_NAME_MAX)} not supported: name the class with letters A-Z and a-z, digits, _ and $ (at most ${JAVA_CLASS_NAME_MAX})`,
    };
  }
  return { kind: 'found', name: chosen.name };
}

/** The source's identifiers and punctuation, with comments and literals dropped (a literal leaves '"'). */
export function tokenize(source: string): string[] {
  const tokens: string[] = [];
  let at = 0;
  while (at < source.length) {
    const char = source[at] as string;
    if (source.startsWith('//', at)) at = endOf(source, '\n', at + 2);
    else if (source.startsWith('/*', at)) at = endOf(source, '*/', at + 2);
    else if (source.startsWith('"""', at)) at = endOfQuoted(source, '"""', at + 3, tokens);
    else if (char === '"' || char === "'") at = endOfQuoted(source, char, at + 1, tokens);
    else if (IDENTIFIER_START.test(char)) {
      const start = at;
      while (at < source.length && IDENTIFIER_PART.test(source[at] as string)) at++;
      tokens.push(source.slice(start, at));
    } else if (source.startsWith('...', at)) {
      tokens.push('...');
      at += 3;
    } else {
      if (!/\s/.test(char)) tokens.push(char);
      at++;
    }
  }
  return tokens;
}

function endOf(source: string, end: string, from: number): number {
  const found = source.indexOf(end, from);
  return found < 0 ? source.length : found + end.length;
}

/** Past a literal's closing quote (a backslash escapes the next character); an unclosed one ends the source. */
function endOfQuoted(source: string, quote: string, from: number, tokens: string[]): number {
  tokens.push('"');
  let at = from;
  while (at < source.length) {
    if (source[at] === '\\') at += 2;
    else if (source.startsWith(quote, at)) return at + quote.length;
    else if (quote.length === 1 && source[at] === '\n')
      return at; // javac's error, not ours
    else at++;
  }
  return source.length;
}

/** The types declared outside any braces, with whether each is public and declares the entry point. */
function topLevelTypes(tokens: string[]): TopLevelType[] {
  const types: TopLevelType[] = [];
  let depth = 0;
  let modifiers: string[] = [];
  let declared: TopLevelType | undefined;
  let current: TopLevelType | undefined;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] as string;
    if (depth === 0) {
      const name = typeNameAt(tokens, index);
      if (name !== undefined) {
        declared = { name, isPublic: modifiers.includes('public'), declaresMain: false };
        types.push(declared);
      }
      if (token === ';') modifiers = [];
      else modifiers.push(token);
    } else if (depth === 1 && current && isMainAt(tokens, index)) {
      current.declaresMain = true;
    }
    if (token === '{') {
      if (depth === 0) current = declared;
      depth++;
    } else if (token === '}' && depth > 0) {
      depth--;
      if (depth === 0) {
        current = undefined;
        declared = undefined;
        modifiers = [];
      }
    }
  }
  return types;
}

/** The name declared by `class X`, `interface X`, `enum X` or `record X(` at this token, if any. */
function typeNameAt(tokens: string[], index: number): string | undefined {
  const keyword = tokens[index] as string;
  const name = tokens[index + 1];
  if (!TYPE_KEYWORDS.has(keyword) || name === undefined || !IDENTIFIER_START.test(name)) return undefined;
  if (tokens[index - 1] === '.') return undefined; // Foo.class in an annotation
  if (keyword === 'record' && tokens[index + 2] !== '(' && tokens[index + 2] !== '<') return undefined;
  return name;
}

/**
 * `main(` at this token, in a member declared `public static void main(String[] args)` (or `String...`,
 * `String args[]`): the modifiers are read back to the previous member's end.
 */
function isMainAt(tokens: string[], index: number): boolean {
  if (tokens[index] !== 'main' || tokens[index - 1] !== 'void' || tokens[index + 1] !== '(') return false;
  const modifiers: string[] = [];
  for (let back = index - 2; back >= 0 && !['{', '}', ';'].includes(tokens[back] as string); back--) {
    modifiers.push(tokens[back] as string);
  }
  if (!modifiers.includes('public') || !modifiers.includes('static')) return false;
  const close = tokens.indexOf(')', index);
  const parameters = tokens.slice(index + 2, close < 0 ? tokens.length : close);
  return (
    !parameters.includes(',') &&
    parameters.includes('String') &&
    (parameters.includes('[') || parameters.includes('...'))
  );
}
