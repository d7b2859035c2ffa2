import { CATALOGUE_PUZZLE_POINTS, type Difficulty, LANGUAGE_TABLE, PUZZLE_STARS } from '@codequest/contracts';
import {
  type CatalogueTest,
  MAX_COMMITTED_TEST_BYTES,
  MIN_HIDDEN,
  MIN_VISIBLE,
  ZPuzzleFile,
} from '../catalogue/files';
import type { ProofCandidate } from '../proof/puzzle';
import type { FamilyPuzzle, PuzzleFamily } from './family';
import { familyKeys, type PuzzleKeys } from './keys';

/**
 * A family's puzzle for one seed, in the catalogue's shape, ready for the same proof as a catalogue puzzle:
 * expected outputs from the family's own reference, the examples as the visible tests, the schema and the
 * test counts checked. Its two keys (keys.ts: the family with its parameters, and the statement as it will be
 * stored) find duplicates: a puzzle matching a live one on either is a duplicate.
 */
export interface GeneratedCandidate {
  familyId: string;
  seed: number;
  difficulty: Difficulty;
  parameters: FamilyPuzzle['parameters'];
  keys: PuzzleKeys;
  /** Schema or shape problems: then there is no candidate, and nothing is proven or stored. */
  problems: string[];
  candidate: ProofCandidate | undefined;
}

/** A large test may be big; a small one stays the size of a committed test. */
const MAX_LARGE_TEST_BYTES = 8 * 1024 * 1024;

export function writeCandidate(
  family: PuzzleFamily,
  seed: number,
  difficulty: Difficulty,
): GeneratedCandidate {
  const written = family.write(seed, difficulty);
  const problems: string[] = [];
  const name = (index: number) => String(index + 1).padStart(2, '0');
  const cases = [
    ...written.examples.map((example) => ({ input: example.input, hidden: false, large: false })),
    ...written.hidden.map((test) => ({ input: test.input, hidden: true, large: test.large === true })),
  ];
  const tests: CatalogueTest[] = cases.map((test, index) => ({
    name: name(index),
    input: test.input,
    expected: written.solve(test.input),
    hidden: test.hidden,
    generated: false,
  }));
  const visible = tests.filter((test) => !test.hidden).map((test) => test.name);
  const large = cases.flatMap((test, index) => (test.large ? [name(index)] : []));
  // The catalogue's schema, points included; a stored generated puzzle pays what admin-made ones pay.
  const parsed = ZPuzzleFile.safeParse({
    title: written.title,
    description: written.description,
    difficulty,
    points: CATALOGUE_PUZZLE_POINTS[difficulty],
    stars: PUZZLE_STARS[difficulty],
    topic: family.topic,
    statement: written.statement,
    input: written.input,
    output: written.output,
    constraints: written.constraints,
    hints: written.hints,
    examples: written.examples.map((example, index) => ({
      input: example.input,
      output: tests[index]?.expected ?? '',
      explanation: example.explanation,
    })),
    visible,
    ...(large.length ? { large } : {}),
    ...(written.limits ? { limits: written.limits } : {}),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues)
      problems.push(`${issue.path.join('.') || '(top)'}: ${issue.message}`);
  if (visible.length < MIN_VISIBLE)
    problems.push(`${visible.length} visible tests (at least ${MIN_VISIBLE})`);
  const hidden = tests.length - visible.length;
  if (hidden < MIN_HIDDEN) problems.push(`${hidden} hidden tests (at least ${MIN_HIDDEN})`);
  for (const [index, test] of cases.entries()) {
    const limit = test.large ? MAX_LARGE_TEST_BYTES : MAX_COMMITTED_TEST_BYTES;
    if (Buffer.byteLength(test.input) > limit) problems.push(`test ${name(index)} is over ${limit} bytes`);
  }
  if (difficulty !== 'easy' && written.wrong.length === 0)
    problems.push(`a ${difficulty} puzzle keeps at least one wrong solution`);

  const candidate: ProofCandidate | undefined =
    parsed.success && problems.length === 0
      ? {
          meta: parsed.data,
          code: written.code,
          tests,
          wrong: written.wrong.map((wrong) => ({
            file: `wrong/${wrong.name}.${LANGUAGE_TABLE[wrong.language].extension}`,
            language: wrong.language,
            source: wrong.source,
          })),
        }
      : undefined;
  return {
    familyId: family.id,
    seed,
    difficulty,
    parameters: written.parameters,
    keys: familyKeys(family.id, difficulty, written),
    problems,
    candidate,
  };
}
