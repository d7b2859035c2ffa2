import type { PackageExample } from './read';

/**
 * A statement in Markdown, both ways. An export writes the puzzle's statement, then its constraints and its
 * examples under `## Constraints` and `## Examples` (another judge shows them as they are); an import takes
 * those two sections back apart, so an exported puzzle comes back with the same statement, constraints and
 * examples. Other Markdown headings become the statement's bold section titles (**Input**), the one kind
 * of heading the web app shows.
 */

const CONSTRAINTS = '## Constraints';
const EXAMPLES = '## Examples';

export interface StatementParts {
  statement: string;
  constraints: string;
  /** The examples written under `## Examples`; null when the statement has none (the samples serve). */
  examples: PackageExample[] | null;
}

/** The section that starts at a line of its own, the last such line. */
function splitAt(markdown: string, heading: string): [string, string | null] {
  const at = markdown.lastIndexOf(`\n${heading}\n`);
  const start = markdown.startsWith(`${heading}\n`) ? 0 : at < 0 ? -1 : at + 1;
  if (start < 0) return [markdown, null];
  return [markdown.slice(0, start), markdown.slice(start + heading.length + 1)];
}

export function splitStatement(markdown: string): StatementParts {
  const text = markdown.replace(/\r\n?/g, '\n');
  const [beforeExamples, examples] = splitAt(text, EXAMPLES);
  const [statement, constraints] = splitAt(beforeExamples, CONSTRAINTS);
  return {
    statement: `${headingsAsBold(statement).trim()}\n`,
    constraints: (constraints ?? '').trim(),
    examples: examples === null ? null : readExamples(examples),
  };
}

/** `# Title` lines (outside code fences) as bold paragraphs. */
function headingsAsBold(markdown: string): string {
  let fenced = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^(`{3,}|~{3,})/.test(line)) fenced = !fenced;
      const heading = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
      return heading ? `\n**${heading[1]}**\n` : line;
    })
    .join('\n');
}

const EXAMPLE =
  /### Example \d+\n\nInput:\n\n(`{3,})\n([\s\S]*?)\n?\1\n\nOutput:\n\n(`{3,})\n([\s\S]*?)\n?\3\n(?:\n([\s\S]*?))?(?=\n### Example \d+\n|$)/g;

function readExamples(section: string): PackageExample[] {
  return [...`${section.trim()}\n`.matchAll(EXAMPLE)].map((match) => ({
    input: `${match[2] ?? ''}\n`,
    output: `${match[4] ?? ''}\n`,
    explanation: (match[5] ?? '').trim(),
  }));
}

function fenced(text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((run) => run[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}\n${text.endsWith('\n') ? text : `${text}\n`}${fence}`;
}

/** statement/problem.en.md of an export. */
export function composeStatementFile(parts: {
  statement: string;
  constraints: string;
  examples: readonly PackageExample[];
}): string {
  const sections = [parts.statement.trim()];
  if (parts.constraints.trim()) sections.push(`${CONSTRAINTS}\n\n${parts.constraints.trim()}`);
  if (parts.examples.length > 0)
    sections.push(
      `${EXAMPLES}\n\n${parts.examples
        .map((example, index) =>
          [
            `### Example ${index + 1}`,
            `Input:\n\n${fenced(example.input)}`,
            `Output:\n\n${fenced(example.output)}`,
            ...(example.explanation.trim() ? [example.explanation.trim()] : []),
          ].join('\n\n'),
        )
        .join('\n\n')}`,
    );
  return `${sections.join('\n\n')}\n`;
}
