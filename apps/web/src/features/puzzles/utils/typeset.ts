import katex from 'katex';
import 'katex/dist/katex.min.css';

/**
 * TeX typeset as HTML (with MathML for screen readers) by KaTeX: a chunk of its own, with its styles and
 * fonts, fetched only when a statement holds math. Untrusted text is safe here: `trust` stays off (no
 * links, classes, styles or ids from the TeX), and what KaTeX cannot read is shown as written, in red,
 * rather than thrown.
 */
export function typeset(tex: string, display: boolean): string {
  return katex.renderToString(tex, {
    displayMode: display,
    throwOnError: false,
    output: 'htmlAndMathml',
    trust: false,
    strict: 'ignore',
    // A statement's formula has no business growing huge, nor expanding macros without end.
    maxSize: 20,
    maxExpand: 500,
  });
}
