import { createHash } from 'node:crypto';
import {
  JUDGE_LIMITS,
  type JudgeChecker,
  type JudgeLimitOverrides,
  LANGUAGE_TABLE,
  type Language,
} from '@codequest/contracts';
import { stringify } from 'yaml';
import type { PackageExample } from './read';
import { composeStatementFile } from './statement';
import { writeZip } from './zip';

/**
 * A puzzle as a problem package in the 2023-07-draft layout, as another judge reads it: problem.yaml (its
 * name, limits, and its checker as the default validator's flags), statement/problem.en.md (statement,
 * constraints and examples), data/sample (the visible tests), data/secret (the hidden ones),
 * submissions/accepted (each reference solution), submissions/wrong_answer (wrong solutions, if any), and
 * output_validator/ (its own validator, if it has one, whose flags are then the validator flags).
 * Importing it gives the same puzzle back: the same tests in the same order, statement, limits and checker.
 */

export interface PuzzleToExport {
  slug: string;
  title: string;
  statement: string;
  constraints: string;
  examples: PackageExample[];
  limits: JudgeLimitOverrides;
  checker: JudgeChecker;
  tests: ReadonlyArray<{ input: string; expected: string; hidden: boolean }>;
  references: ReadonlyArray<{ language: Language; source: string }>;
  wrong: ReadonlyArray<{ language: Language; source: string; name: string }>;
  /** A Python input validator (exit 42: valid), one file; none for a puzzle without one. */
  inputValidator?: string | undefined;
  /** Files offered with the statement (attachments/), as they were imported. */
  attachments?: ReadonlyArray<{ name: string; data: Uint8Array }>;
}

export interface ExportedPuzzle {
  /** The zip's name: the puzzle's short name, `.zip`. */
  fileName: string;
  /** The problem's folder in the zip, and the files under it. */
  shortName: string;
  files: Map<string, string>;
  zip: Buffer;
}

/** Kattis's short names are lower-case letters and digits. */
export function shortNameOf(slug: string): string {
  return slug.toLowerCase().replace(/[^a-z0-9]/g, '') || 'problem';
}

/** A stable UUID (2023-07 asks for one) from the slug: the same puzzle exports with the same id. */
function uuidOf(slug: string): string {
  const hex = createHash('sha256').update(`codequest:${slug}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The checker as the default output validator's flags (null: none, its defaults). Lines are compared in
 * their case and spacing; the tokens checker is the validator's own default.
 */
export function checkerFlags(checker: JudgeChecker): string | null {
  if (checker.type === 'custom') return checker.flags.length > 0 ? checker.flags.join(' ') : null;
  const tolerance = (absolute: number | undefined, relative: number | undefined) => [
    ...(absolute === undefined ? [] : [`float_absolute_tolerance ${absolute}`]),
    ...(relative === undefined ? [] : [`float_relative_tolerance ${relative}`]),
  ];
  const flags =
    checker.type === 'tokens'
      ? [
          ...(checker.caseSensitive ? ['case_sensitive'] : []),
          ...tolerance(checker.absolute, checker.relative),
        ]
      : [
          'case_sensitive',
          'space_change_sensitive',
          ...(checker.type === 'float' ? tolerance(checker.absolute, checker.relative) : []),
        ];
  return flags.length > 0 ? flags.join(' ') : null;
}

export function problemFiles(puzzle: PuzzleToExport): Map<string, string> {
  const files = new Map<string, string>();
  const cpuMs = puzzle.limits.cpuMs ?? JUDGE_LIMITS.cpuMs.default;
  const limits: Record<string, number> = { time_limit: cpuMs / 1000 };
  if (puzzle.limits.memoryMb !== undefined) limits.memory = puzzle.limits.memoryMb;
  if (puzzle.limits.outputKb !== undefined) limits.output = puzzle.limits.outputKb / 1024;
  const { checker } = puzzle;
  const custom = checker.type === 'custom' ? checker : null;
  if (custom && custom.passes > 1) limits.validation_passes = custom.passes;
  const type = [
    ...(custom?.interactive ? ['interactive'] : []),
    ...(custom && custom.passes > 1 ? ['multi-pass'] : []),
  ];
  const flags = checkerFlags(puzzle.checker);
  files.set(
    'problem.yaml',
    stringify({
      problem_format_version: '2023-07-draft',
      name: puzzle.title,
      uuid: uuidOf(puzzle.slug),
      ...(type.length > 0 ? { type: type.length === 1 ? type[0] : type } : {}),
      source: 'CodeQuest',
      limits,
      ...(flags ? { validator_flags: flags } : {}),
    }),
  );
  if (flags) files.set('data/testdata.yaml', stringify({ output_validator_flags: flags }));
  files.set(
    'statement/problem.en.md',
    composeStatementFile({
      statement: puzzle.statement,
      constraints: puzzle.constraints,
      examples: puzzle.examples,
    }),
  );
  const width = Math.max(2, String(puzzle.tests.length).length);
  let visible = 0;
  let hidden = 0;
  for (const test of puzzle.tests) {
    const number = String(test.hidden ? ++hidden : ++visible).padStart(width, '0');
    const base = `data/${test.hidden ? 'secret' : 'sample'}/${number}`;
    files.set(`${base}.in`, test.input);
    files.set(`${base}.ans`, test.expected);
  }
  for (const reference of puzzle.references) {
    const info = LANGUAGE_TABLE[reference.language];
    const name = reference.language === 'java' ? 'Main.java' : `solution.${info.extension}`;
    files.set(`submissions/accepted/${name}`, reference.source);
  }
  for (const wrong of puzzle.wrong) files.set(`submissions/wrong_answer/${wrong.name}`, wrong.source);
  if (puzzle.inputValidator) files.set('input_validators/validate.py', puzzle.inputValidator);
  if (puzzle.checker.type === 'custom')
    files.set(
      `output_validator/validator.${LANGUAGE_TABLE[puzzle.checker.language].extension}`,
      puzzle.checker.source,
    );
  return files;
}

export function exportProblem(puzzle: PuzzleToExport): ExportedPuzzle {
  const shortName = shortNameOf(puzzle.slug);
  const files = problemFiles(puzzle);
  const zipped = new Map<string, string | Uint8Array>([
    ...[...files].map(([name, text]) => [`${shortName}/${name}`, text] as const),
    ...(puzzle.attachments ?? []).map(
      ({ name, data }) => [`${shortName}/attachments/${name}`, data] as const,
    ),
  ]);
  return { fileName: `${shortName}.zip`, shortName, files, zip: writeZip(zipped) };
}
