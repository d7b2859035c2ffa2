import { describe, expect, it } from 'vitest';
import { latexToMarkdown } from './latex';

/** problemtools' LaTeX subset as the statement Markdown the web app shows; the rest reported, never dropped. */

const convert = (tex: string, images: string[] = []) =>
  latexToMarkdown(tex, 'statement/problem.en.tex', new Set(images));

describe('LaTeX statements as Markdown', () => {
  it('turns sections into bold titles and keeps paragraphs', () => {
    const { markdown, title, notes } = convert(
      '\\problemname{Counting Sheep}\nCount the sheep.\n\n\\section*{Input}\nThe input is one line.\n\\section{Output}\nOne number.',
    );
    expect(title).toBe('Counting Sheep');
    expect(markdown).toBe(
      'Count the sheep.\n\n**Input**\n\nThe input is one line.\n\n**Output**\n\nOne number.\n',
    );
    expect(notes).toEqual([]);
  });

  it('keeps inline and displayed math as $…$ and $$…$$, untouched inside', () => {
    const { markdown } = convert(
      'Let $1 \\le n \\le 10^5$ and $\\{a_i\\}$ be given. Then\n$$\\sum_{i=1}^{n} a_i$$\nand \\[x_{\\min}\\] and \\(y\\). A price of 5\\$.',
    );
    expect(markdown).toContain('Let $1 \\le n \\le 10^5$ and $\\{a_i\\}$ be given.');
    expect(markdown).toContain('\n\n$$\\sum_{i=1}^{n} a_i$$\n\n');
    expect(markdown).toContain('$$x_{\\min}$$');
    expect(markdown).toContain('and $y$. A price of 5$.');
  });

  it('reads emphasis, bold, typewriter text, quotes and escapes', () => {
    const { markdown, notes } = convert(
      "An \\emph{odd} and \\textit{tall} \\textbf{bold} \\texttt{code\\_name} ``quoted'' 50\\% \\& more~here \\verb|a{b}|.",
    );
    expect(markdown).toBe('An odd and tall **bold** `code_name` "quoted" 50% & more here `a{b}`.\n');
    expect(notes).toEqual([]);
  });

  it('writes itemize and enumerate as list lines, verbatim as a fenced block', () => {
    const { markdown } = convert(
      'Rules:\n\\begin{itemize}\n\\item first \\emph{one}\n\\item second\n\\end{itemize}\nSteps:\n\\begin{enumerate}\n  \\item go\n  \\item stop\n\\end{enumerate}\n\\begin{verbatim}\n  x = 1\n  y = {2}\n\\end{verbatim}',
    );
    expect(markdown).toBe(
      'Rules:\n\n- first one\n- second\n\nSteps:\n\n1. go\n2. stop\n\n```\n  x = 1\n  y = {2}\n```\n',
    );
  });

  it('names an image in the text and in a note; reports what it cannot read, keeping its text', () => {
    const { markdown, notes } = convert(
      '\\includegraphics[width=3cm]{figure}\n\\includegraphics{missing.png}\n\\foo{kept text}\n\\begin{strange}inside\\end{strange}\n% a comment\nend',
      ['figure.pdf'],
    );
    expect(markdown).toBe('[image: figure.pdf]\n[image: missing.png]\nkept text\ninside\n\nend\n');
    expect(notes).toEqual([
      'statement/problem.en.tex: the image figure.pdf is named in the text, not shown (statements hold no images yet)',
      'statement/problem.en.tex: the image missing.png is not in the statement folder',
      'statement/problem.en.tex: \\foo was not understood: its text is kept',
      'statement/problem.en.tex: the environment strange was not understood: its text is kept',
    ]);
  });

  it("reads the body of a full document and of problemtools' problem environment", () => {
    const { markdown, title } = convert(
      '\\documentclass{article}\n\\begin{document}\n\\begin{problem}{Old Style}{standard input}{standard output}{1 second}\nBody text.\n\\end{problem}\n\\end{document}',
    );
    expect(title).toBe('Old Style');
    expect(markdown).toBe('Body text.\n');
  });
});
