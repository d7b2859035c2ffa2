import type { Language, ProgressStatus, Puzzle, TestCase } from '@codequest/contracts';
import type { Selectable } from 'kysely';
import type { PuzzlesTable } from '../db/schema';

/** A puzzles row, with what was looked up about it, as the API's Puzzle. Never solutions or hidden data. */
export function presentPuzzle(
  row: Selectable<PuzzlesTable>,
  extra: {
    testCases: TestCase[];
    starterCode: Record<Language, string>;
    isUnlocked: boolean;
    progress: { status: ProgressStatus; completedAt: number | null } | null;
  },
): Puzzle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    categoryId: row.category_id,
    topic: row.topic,
    problemStatement: row.statement,
    constraints: row.constraints,
    hints: JSON.parse(row.hints) as string[],
    starterCode: {
      c: extra.starterCode.c ?? '',
      java: extra.starterCode.java ?? '',
      python: extra.starterCode.python ?? '',
    },
    testCases: extra.testCases,
    examples: JSON.parse(row.examples) as Puzzle['examples'],
    points: row.points,
    stars: row.stars,
    order: row.sort_order,
    isUnlocked: extra.isUnlocked,
    progress: {
      status: extra.progress?.status ?? 'not_started',
      completedAt: extra.progress?.completedAt ? new Date(extra.progress.completedAt).toISOString() : null,
    },
  };
}
