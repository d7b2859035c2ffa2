import { type JudgeChecker, type Language, ZJudgeChecker } from '@codequest/contracts';
import { type CataloguePuzzle, composeStatement } from '../catalogue/files';
import { selfContainedValidator } from '../catalogue/input-validation';
import type { PuzzleToExport } from './write';

/**
 * A catalogue puzzle (its files in content/) as a package export takes it: the same statement, constraints,
 * examples, limits and checker the seed stores (commands/puzzle-content.ts puzzleColumns), its tests in
 * order, every reference solution, and its wrong solutions, each tagged for DOMjudge with the verdicts that
 * catch it here (Wrong Answer or Time Limit Exceeded, as the catalogue's proof requires), and its input
 * validator, made one file with the strict reader it uses.
 */

const COMMENT: Record<Language, (text: string) => string> = {
  c: (text) => `/* ${text} */`,
  cpp: (text) => `// ${text}`,
  java: (text) => `// ${text}`,
  javascript: (text) => `// ${text}`,
  python: (text) => `# ${text}`,
};

export function catalogueExport(contentDir: string, puzzle: CataloguePuzzle): PuzzleToExport {
  const { meta } = puzzle;
  return {
    slug: puzzle.slug,
    title: meta.title,
    statement: composeStatement(meta),
    constraints: meta.constraints.trim(),
    examples: meta.examples.map((example) => ({ ...example, explanation: example.explanation.trim() })),
    limits: meta.limits ?? {},
    checker: ZJudgeChecker.parse(meta.checker ?? { type: 'lines' }) as JudgeChecker,
    tests: puzzle.tests,
    references: Object.entries(puzzle.code).map(([language, code]) => ({
      language: language as Language,
      source: code.solution,
    })),
    wrong: puzzle.wrong.map((wrong) => ({
      language: wrong.language,
      name: wrong.file.split('/').at(-1) ?? wrong.file,
      source: `${COMMENT[wrong.language]('@EXPECTED_RESULTS@: WRONG-ANSWER, TIMELIMIT')}\n${wrong.source}`,
    })),
    inputValidator: selfContainedValidator(contentDir, puzzle),
  };
}
