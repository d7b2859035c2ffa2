import type { Language } from '@codequest/contracts';

/**
 * A solution as the similarity method sees it: a list of tokens, each with its line. Comments and
 * whitespace are dropped; identifiers become `id`, numbers `num`, strings and characters `str`; keywords,
 * operators and punctuation stay as written. So renaming variables, rewording comments or reindenting
 * changes nothing, while the program's shape stays.
 */

export interface Token {
  kind: string;
  /** 1-based. */
  line: number;
}

interface Lexicon {
  keywords: ReadonlySet<string>;
  /** A line comment's opening. */
  lineComment: string;
  blockComments: boolean;
  /** Python's ''' and """ strings. */
  tripleQuotes: boolean;
  /** JavaScript's template strings. */
  backticks: boolean;
}

/** Keywords, and the standard library's names, which a copy cannot rename, stay as they are. */
function words(list: string): string[] {
  return list.trim().split(/\s+/);
}

const C_KEYWORDS = words(`
  break case char const continue default do double else enum float for if int long return short
  signed sizeof static struct switch typedef unsigned void while bool include
`);
const CPP_KEYWORDS = [
  ...C_KEYWORDS,
  ...words(`
  auto class namespace new delete private public template this using vector string std cin cout
  endl true false
`),
];
const JAVA_KEYWORDS = words(`
  abstract boolean break byte case catch char class continue default do double else extends final
  float for if implements import int interface long new null private public return short static
  switch this throw throws try void while true false String System
`);
const JAVASCRIPT_KEYWORDS = words(`
  break case catch class const continue default do else for function if in let new null of return
  switch this throw try typeof undefined var while true false require console process
`);
const PYTHON_KEYWORDS = words(`
  and as break class continue def elif else except for from if import in is lambda not or pass
  return try while with yield None True False print input int range len map sys
`);

const C_LIKE = { lineComment: '//', blockComments: true, tripleQuotes: false, backticks: false };
const LEXICONS: Record<Language, Lexicon> = {
  c: { ...C_LIKE, keywords: new Set(C_KEYWORDS) },
  cpp: { ...C_LIKE, keywords: new Set(CPP_KEYWORDS) },
  java: { ...C_LIKE, keywords: new Set(JAVA_KEYWORDS) },
  javascript: { ...C_LIKE, keywords: new Set(JAVASCRIPT_KEYWORDS), backticks: true },
  python: {
    keywords: new Set(PYTHON_KEYWORDS),
    lineComment: '#',
    blockComments: false,
    tripleQuotes: true,
    backticks: false,
  },
};

/** Operators of more than one character, longest first, so `<<=` is one token and not `<<` then `=`. */
const OPERATORS = words(
  `>>>= <<= >>= >>> **= //= ... === !== -> ++ -- << >> <= >= == != && || += -= *= /= %= &= |= ^= :: ** // =>`,
);

const IDENTIFIER = /[A-Za-z_$][A-Za-z0-9_$]*/y;
const NUMBER = /(?:0[xX][0-9a-fA-F_]+|[0-9][0-9_]*\.?[0-9_]*(?:[eE][+-]?[0-9]+)?|\.[0-9]+)[a-zA-Z]*/y;

export function tokenize(language: Language, code: string): Token[] {
  const lexicon = LEXICONS[language];
  const tokens: Token[] = [];
  let line = 1;
  let at = 0;
  /** Moves past `end` (exclusive), counting the lines crossed. */
  const skipTo = (end: number) => {
    for (let i = at; i < end; i++) if (code.charCodeAt(i) === 10) line++;
    at = end;
  };
  const until = (closing: string, from: number): number => {
    const found = code.indexOf(closing, from);
    return found < 0 ? code.length : found + closing.length;
  };

  while (at < code.length) {
    const char = code[at] as string;
    if (/\s/.test(char)) {
      skipTo(at + 1);
      continue;
    }
    if (code.startsWith(lexicon.lineComment, at)) {
      const end = code.indexOf('\n', at);
      skipTo(end < 0 ? code.length : end);
      continue;
    }
    if (lexicon.blockComments && code.startsWith('/*', at)) {
      skipTo(until('*/', at + 2));
      continue;
    }
    if (lexicon.tripleQuotes && (code.startsWith('"""', at) || code.startsWith("'''", at))) {
      tokens.push({ kind: 'str', line });
      skipTo(until(code.slice(at, at + 3), at + 3));
      continue;
    }
    if (char === '"' || char === "'" || (lexicon.backticks && char === '`')) {
      tokens.push({ kind: 'str', line });
      skipTo(endOfQuoted(code, at, char));
      continue;
    }
    const word = match(IDENTIFIER, code, at);
    if (word) {
      tokens.push({ kind: lexicon.keywords.has(word) ? word : 'id', line });
      at += word.length;
      continue;
    }
    const number = match(NUMBER, code, at);
    if (number) {
      tokens.push({ kind: 'num', line });
      at += number.length;
      continue;
    }
    const operator = OPERATORS.find((candidate) => code.startsWith(candidate, at)) ?? char;
    tokens.push({ kind: operator, line });
    at += operator.length;
  }
  return tokens;
}

function match(pattern: RegExp, code: string, at: number): string | undefined {
  pattern.lastIndex = at;
  return pattern.exec(code)?.[0];
}

/** Just past a quoted string or character that opens at `start` (escapes skipped; unclosed: the line's end). */
function endOfQuoted(code: string, start: number, quote: string): number {
  for (let i = start + 1; i < code.length; i++) {
    const char = code[i];
    if (char === '\\') i++;
    else if (char === quote) return i + 1;
    else if (char === '\n' && quote !== '`') return i;
  }
  return code.length;
}
