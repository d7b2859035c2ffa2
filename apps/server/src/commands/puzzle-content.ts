import { LANGUAGES, type Language } from '@codequest/contracts';
import type { Kysely } from 'kysely';
import { composeStatement, type PuzzleFile } from '../catalogue/files';
import type { DB } from '../db/schema';
import { forgetUnused, storeTexts, type TextRef } from '../test-store/store';

/**
 * A puzzle's content as the database holds it. Every puzzle's tests and code, whoever made it (the
 * catalogue's seeding, generation, the admin panel), are written by `replaceTestsAndCode` alone, so that how
 * they are stored can change in this one place; each caller maps its own shape to `PuzzleContent`.
 */

export interface PuzzleTestContent {
  input: string;
  expected: string;
  hidden: boolean;
  /** A catalogue test's files, relative to the content folder: the store reads them there (no copy). */
  files?: { input: string; expected: string } | undefined;
}

export interface PuzzleCodeContent {
  starter: string;
  /** The reference solution; null where a puzzle has none in this language (the panel's may lack one). */
  solution: string | null;
}

export interface PuzzleContent {
  /** In order: the first is test 1. */
  tests: readonly PuzzleTestContent[];
  code: Record<Language, PuzzleCodeContent>;
}

/**
 * Replaces a puzzle's tests and code with the given ones. Test texts go to the test store (test-store/);
 * those of its old tests that no test uses any more leave it.
 */
export async function replaceTestsAndCode(
  trx: Kysely<DB>,
  puzzleId: number,
  content: PuzzleContent,
): Promise<void> {
  const old = await trx
    .selectFrom('puzzle_tests')
    .select(['input_hash', 'expected_hash'])
    .where('puzzle_id', '=', puzzleId)
    .execute();
  await trx.deleteFrom('puzzle_tests').where('puzzle_id', '=', puzzleId).execute();
  await trx.deleteFrom('puzzle_code').where('puzzle_id', '=', puzzleId).execute();
  await insertTests(trx, puzzleId, content.tests);
  await forgetUnused(
    trx,
    old.flatMap((test) => [test.input_hash, test.expected_hash]),
  );
  await trx
    .insertInto('puzzle_code')
    .values(
      LANGUAGES.map((language) => ({
        puzzle_id: puzzleId,
        language,
        starter: content.code[language].starter,
        solution: content.code[language].solution,
      })),
    )
    .execute();
}

/** Adds a puzzle's tests, in order (test 1 first), their texts to the test store. */
export async function insertTests(
  trx: Kysely<DB>,
  puzzleId: number,
  tests: readonly PuzzleTestContent[],
): Promise<void> {
  const rows = [];
  for (const [index, test] of tests.entries()) {
    const [input, expected] = (await storeTexts(trx, [
      { text: test.input, file: test.files?.input },
      { text: test.expected, file: test.files?.expected },
    ])) as [TextRef, TextRef];
    rows.push({
      puzzle_id: puzzleId,
      ordinal: index + 1,
      input_hash: input.hash,
      input_bytes: input.bytes,
      expected_hash: expected.hash,
      expected_bytes: expected.bytes,
      hidden: test.hidden ? (1 as const) : (0 as const),
    });
  }
  if (rows.length > 0) await trx.insertInto('puzzle_tests').values(rows).execute();
}

/** A puzzle file's columns of the puzzles row (a catalogue puzzle's, or a generated one's). */
export function puzzleColumns(meta: PuzzleFile, categoryId: number, now: number) {
  return {
    category_id: categoryId,
    title: meta.title,
    description: meta.description,
    difficulty: meta.difficulty,
    topic: meta.topic,
    statement: composeStatement(meta),
    constraints: meta.constraints.trim(),
    hints: JSON.stringify(meta.hints),
    examples: JSON.stringify(
      meta.examples.map((example) => ({ ...example, explanation: example.explanation.trim() })),
    ),
    points: meta.points,
    stars: meta.stars,
    limits: meta.limits ? JSON.stringify(meta.limits) : null,
    checker: meta.checker ? JSON.stringify(meta.checker) : null,
    updated_at: now,
  };
}
