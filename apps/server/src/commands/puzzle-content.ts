import { LANGUAGES, type Language } from '@codequest/contracts';
import type { Kysely } from 'kysely';
import { composeStatement, type PuzzleFile } from '../catalogue/files';
import type { DB } from '../db/schema';

/**
 * A puzzle's content as the database holds it. Every puzzle's tests and code, whoever made it (the
 * catalogue's seeding, generation, the admin panel), are written by `replaceTestsAndCode` alone, so that how
 * they are stored can change in this one place; each caller maps its own shape to `PuzzleContent`.
 */

export interface PuzzleTestContent {
  input: string;
  expected: string;
  hidden: boolean;
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

/** Replaces a puzzle's tests and code with the given ones. */
export async function replaceTestsAndCode(
  trx: Kysely<DB>,
  puzzleId: number,
  content: PuzzleContent,
): Promise<void> {
  await trx.deleteFrom('puzzle_tests').where('puzzle_id', '=', puzzleId).execute();
  await trx.deleteFrom('puzzle_code').where('puzzle_id', '=', puzzleId).execute();
  await trx
    .insertInto('puzzle_tests')
    .values(
      content.tests.map((test, index) => ({
        puzzle_id: puzzleId,
        ordinal: index + 1,
        input: test.input,
        expected: test.expected,
        hidden: test.hidden ? (1 as const) : (0 as const),
      })),
    )
    .execute();
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
