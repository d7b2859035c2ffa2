/**
 * The common subset of a problem statement's LaTeX (problemtools' problem.tex) as the statement Markdown
 * this project shows: sections become bold section titles (**Input**), \textbf bold, \texttt and \verb inline
 * code, lists `- ` and `1. ` lines, verbatim a fenced block; math, inline and displayed, is kept as `$…$` and
 * `$$…$$` for the web app to typeset; an image is named in the text. Whatever else it meets is reported
 * (one note per command or environment, naming the file), its text kept: nothing is dropped in silence.
 */

export interface LatexConversion {
  /** \problemname's argument, if the file has one. */
  title: string | null;
  markdown: string;
  notes: string[];
}

/** Commands whose one argument is kept as plain text (italics and the like: the statement has no italics). */
const PLAIN = new Set([
  'emph',
  'textit',
  'textsl',
  'textrm',
  'textsf',
  'textup',
  'textmd',
  'text',
  'mbox',
  'underline',
  'url',
  'nolinkurl',
]);
/** Commands dropped with their argument, because they only steer layout or cross-references. */
const DROPPED_WITH_ARGUMENT = new Set([
  'label',
  'vspace',
  'hspace',
  'illustration',
  'pagestyle',
  'thispagestyle',
]);
/** Commands that are only layout: dropped, nothing to say. */
const DROPPED = new Set([
  'noindent',
  'medskip',
  'smallskip',
  'bigskip',
  'newline',
  'par',
  'centering',
  'clearpage',
  'newpage',
  'item',
  'maketitle',
]);
const SYMBOLS: Record<string, string> = {
  ldots: '…',
  dots: '…',
  textendash: '–',
  textemdash: '—',
  LaTeX: 'LaTeX',
  TeX: 'TeX',
  textasciitilde: '~',
  textbackslash: '\\',
  textquotedbl: '"',
  S: '§',
  copyright: '©',
  textbar: '|',
  textless: '<',
  textgreater: '>',
};
const ESCAPED = new Set(['%', '$', '&', '_', '#', '{', '}', ' ', ',', ';', '!', '-']);
const SECTIONS: Record<string, string> = { section: '', subsection: '', subsubsection: '', paragraph: '' };

export function latexToMarkdown(source: string, file: string, images: ReadonlySet<string>): LatexConversion {
  const notes = new Set<string>();
  let title: string | null = null;
  let text = stripComments(source.replace(/\r\n?/g, '\n'));
  const document = /\\begin\{document\}([\s\S]*?)\\end\{document\}/.exec(text);
  if (document) text = document[1] ?? '';
  const problem = /\\begin\{problem\}\{([^}]*)\}(?:\{[^}]*\}){0,4}([\s\S]*?)\\end\{problem\}/.exec(text);
  if (problem) {
    title = (problem[1] ?? '').trim() || null;
    text = problem[2] ?? '';
  }
  const named = /\\problemname\{([^}]*)\}/.exec(text);
  if (named) {
    title = (named[1] ?? '').trim() || title;
    text = text.replace(named[0], '');
  }

  const out: string[] = [];
  let i = 0;
  const note = (message: string) => notes.add(`${file}: ${message}`);

  const readGroup = (from: number): [string, number] => {
    let at = from;
    while (text[at] === ' ' || text[at] === '\n') at++;
    if (text[at] !== '{') return ['', from];
    let depth = 0;
    for (let j = at; j < text.length; j++) {
      if (text[j] === '\\') {
        j++;
        continue;
      }
      if (text[j] === '{') depth++;
      else if (text[j] === '}' && --depth === 0) return [text.slice(at + 1, j), j + 1];
    }
    return [text.slice(at + 1), text.length];
  };
  const readOptional = (from: number): number => {
    if (text[from] !== '[') return from;
    const end = text.indexOf(']', from);
    return end < 0 ? from : end + 1;
  };
  const inner = (fragment: string) => latexToMarkdown(fragment, file, images);
  const inline = (fragment: string) => {
    const converted = inner(fragment);
    for (const line of converted.notes) notes.add(line);
    return converted.markdown.replace(/\s*\n\s*/g, ' ').trim();
  };

  while (i < text.length) {
    const char = text[i] as string;
    if (char === '$') {
      const display = text[i + 1] === '$';
      const close = display ? text.indexOf('$$', i + 2) : findInlineMathEnd(text, i + 1);
      if (close < 0) {
        note('a $ opens math that never closes: kept as written');
        out.push(text.slice(i));
        break;
      }
      out.push(display ? `\n\n$$${text.slice(i + 2, close).trim()}$$\n\n` : text.slice(i, close + 1));
      i = close + (display ? 2 : 1);
      continue;
    }
    if (char === '{' || char === '}') {
      i++;
      continue;
    }
    if (char === '~') {
      out.push(' ');
      i++;
      continue;
    }
    if (text.startsWith('``', i) || text.startsWith("''", i)) {
      out.push('"');
      i += 2;
      continue;
    }
    if (char !== '\\') {
      out.push(char);
      i++;
      continue;
    }
    // A command.
    const next = text[i + 1] ?? '';
    if (next === '\\') {
      out.push('\n');
      i = readOptional(i + 2);
      continue;
    }
    if (next === '[' || next === '(') {
      const closer = next === '[' ? '\\]' : '\\)';
      const close = text.indexOf(closer, i + 2);
      const body = text.slice(i + 2, close < 0 ? text.length : close).trim();
      out.push(next === '[' ? `\n\n$$${body}$$\n\n` : `$${body}$`);
      i = close < 0 ? text.length : close + 2;
      continue;
    }
    if (ESCAPED.has(next)) {
      out.push(next === ',' || next === ';' || next === '!' ? ' ' : next === '-' ? '' : next);
      i += 2;
      continue;
    }
    const name = /^[A-Za-z]+\*?/.exec(text.slice(i + 1))?.[0] ?? '';
    if (!name) {
      out.push(next);
      i += 2;
      continue;
    }
    let at = i + 1 + name.length;
    const bare = name.replace(/\*$/, '');
    if (bare === 'verb') {
      const delimiter = text[at] ?? '|';
      const end = text.indexOf(delimiter, at + 1);
      out.push(`\`${text.slice(at + 1, end < 0 ? text.length : end)}\``);
      i = end < 0 ? text.length : end + 1;
      continue;
    }
    if (bare === 'begin') {
      const [environment, after] = readGroup(at);
      const end = findEnd(text, environment, after);
      const body = text.slice(after, end.start);
      i = end.after;
      if (environment === 'verbatim' || environment === 'lstlisting' || environment === 'Verbatim') {
        const code = body
          .replace(/^\[[^\]]*\]/, '')
          .replace(/^\n/, '')
          .replace(/\n\s*$/, '');
        out.push(`\n\n\`\`\`\n${code}\n\`\`\`\n\n`);
      } else if (environment === 'itemize' || environment === 'enumerate' || environment === 'description') {
        out.push(`\n\n${listOf(body, environment === 'enumerate', inline)}\n\n`);
      } else if (
        [
          'equation',
          'equation*',
          'align',
          'align*',
          'displaymath',
          'eqnarray',
          'eqnarray*',
          'gather*',
        ].includes(environment)
      ) {
        out.push(`\n\n$$${body.trim()}$$\n\n`);
      } else if (
        ['center', 'flushleft', 'flushright', 'quote', 'samepage', 'minipage'].includes(environment)
      ) {
        out.push(inner(body.replace(/^\{[^}]*\}/, '')).markdown);
      } else if (
        environment === 'figure' ||
        environment === 'wrapfigure' ||
        environment === 'tabular' ||
        environment === 'table'
      ) {
        if (environment.includes('tab'))
          note(`a ${environment} is not shown as a table: its cells are kept as text`);
        const converted = inner(body.replace(/^(\[[^\]]*\]|\{[^}]*\})+/, ''));
        for (const line of converted.notes) notes.add(line);
        out.push(`\n\n${converted.markdown.replace(/&/g, ' | ')}\n\n`);
      } else {
        note(`the environment ${environment} was not understood: its text is kept`);
        const converted = inner(body);
        for (const line of converted.notes) notes.add(line);
        out.push(converted.markdown);
      }
      continue;
    }
    if (bare in SECTIONS) {
      const [heading, after] = readGroup(readOptional(at));
      out.push(`\n\n**${inline(heading)}**\n\n`);
      i = after;
      continue;
    }
    if (bare === 'textbf' || bare === 'bf') {
      const [body, after] = readGroup(at);
      out.push(`**${inline(body)}**`);
      i = after;
      continue;
    }
    if (bare === 'texttt' || bare === 'code') {
      const [body, after] = readGroup(at);
      out.push(`\`${inline(body)}\``);
      i = after;
      continue;
    }
    if (PLAIN.has(bare)) {
      const [body, after] = readGroup(at);
      out.push(bare === 'url' || bare === 'nolinkurl' ? body : inline(body));
      i = after;
      continue;
    }
    if (bare === 'href') {
      const [url, afterUrl] = readGroup(at);
      const [label, after] = readGroup(afterUrl);
      out.push(`${inline(label)} (${url})`);
      i = after;
      continue;
    }
    if (bare === 'includegraphics') {
      const [image, after] = readGroup(readOptional(at));
      const found = [
        image,
        `${image}.png`,
        `${image}.jpg`,
        `${image}.jpeg`,
        `${image}.pdf`,
        `${image}.svg`,
      ].find((candidate) => images.has(candidate));
      note(
        found
          ? `the image ${found} is named in the text, not shown (statements hold no images yet)`
          : `the image ${image} is not in the statement folder`,
      );
      out.push(`[image: ${found ?? image}]`);
      i = after;
      continue;
    }
    if (DROPPED_WITH_ARGUMENT.has(bare)) {
      i = readGroup(readOptional(at))[1];
      if (bare === 'illustration') i = readGroup(readGroup(i)[1])[1];
      continue;
    }
    if (DROPPED.has(bare)) {
      i = at;
      continue;
    }
    if (bare in SYMBOLS) {
      out.push(SYMBOLS[bare] ?? '');
      i = at;
      if (text[i] === '{' && text[i + 1] === '}') i += 2;
      continue;
    }
    note(`\\${bare} was not understood: its text is kept`);
    at = readOptional(at);
    const [body, after] = readGroup(at);
    if (after !== at) out.push(inline(body));
    i = after;
  }
  return { title, markdown: tidy(out.join('')), notes: [...notes] };
}

function stripComments(text: string): string {
  return text.replace(/(^|[^\\])%.*$/gm, '$1');
}

/** The `$` that closes inline math opened before `from`, skipping escaped dollars. */
function findInlineMathEnd(text: string, from: number): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === '\\') j++;
    else if (text[j] === '$') return j;
  }
  return -1;
}

/** Where `\end{environment}` matching a `\begin` is, nesting included. */
function findEnd(text: string, environment: string, from: number): { start: number; after: number } {
  const begin = `\\begin{${environment}}`;
  const end = `\\end{${environment}}`;
  let depth = 1;
  let at = from;
  while (at < text.length) {
    const nextEnd = text.indexOf(end, at);
    if (nextEnd < 0) break;
    const nextBegin = text.indexOf(begin, at);
    if (nextBegin >= 0 && nextBegin < nextEnd) {
      depth++;
      at = nextBegin + begin.length;
      continue;
    }
    if (--depth === 0) return { start: nextEnd, after: nextEnd + end.length };
    at = nextEnd + end.length;
  }
  return { start: text.length, after: text.length };
}

/** A list's `\item`s as Markdown list lines (a nested list's items indented under theirs). */
function listOf(body: string, ordered: boolean, inline: (fragment: string) => string): string {
  const items: string[] = [];
  let depth = 0;
  let start = -1;
  const pattern =
    /\\begin\{(?:itemize|enumerate|description)\}|\\end\{(?:itemize|enumerate|description)\}|\\item\b/g;
  for (const match of body.matchAll(pattern)) {
    const at = match.index ?? 0;
    if (match[0].startsWith('\\begin')) depth++;
    else if (match[0].startsWith('\\end')) depth--;
    else if (depth === 0) {
      if (start >= 0) items.push(body.slice(start, at));
      start = at + match[0].length;
    }
  }
  if (start >= 0) items.push(body.slice(start));
  return items
    .map((item, index) => {
      const labelled = /^\s*\[([^\]]*)\]/.exec(item);
      const text = inline(labelled ? `\\textbf{${labelled[1]}} ${item.slice(labelled[0].length)}` : item);
      return `${ordered ? `${index + 1}.` : '-'} ${text}`;
    })
    .join('\n');
}

/** Lines trimmed, runs of blank lines made one, fences left as they are. */
function tidy(markdown: string): string {
  return `${markdown
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
