import {
  byLanguage,
  HINT_XP_COST,
  type Language,
  type ProgressStatus,
  type Puzzle,
  type PuzzleSummary,
  type TestCase,
} from '@codequest/contracts';
import type { Selectable } from 'kysely';
import type { PuzzlesTable } from '../db/schema';

/** The columns a puzzle's summary is made of: the list never reads statements, code or tests. */
export const SUMMARY_COLUMNS = [
  'puzzles.id',
  'puzzles.slug',
  'puzzles.title',
  'puzzles.description',
  'puzzles.difficulty',
  'puzzles.category_id',
  'puzzles.topic',
  'puzzles.hints',
  'puzzles.points',
  'puzzles.stars',
  'puzzles.sort_order',
  'puzzles.owner_id',
  'puzzles.class_id',
] as const;

export type SummaryRow = Pick<
  Selectable<PuzzlesTable>,
  | 'id'
  | 'slug'
  | 'title'
  | 'description'
  | 'difficulty'
  | 'category_id'
  | 'topic'
  | 'hints'
  | 'points'
  | 'stars'
  | 'sort_order'
  | 'owner_id'
  | 'class_id'
>;

export interface ViewerProgress {
  status: ProgressStatus;
  completedAt: number | null;
  hintsRevealed: number;
  solutionRevealed: boolean;
}

/**
 * A puzzles row as the list's PuzzleSummary, with the viewer's progress. Of the hints, only the count and
 * those the viewer has revealed leave the server: the others cost XP to read.
 */
export function presentPuzzleSummary(
  row: SummaryRow,
  extra: { isUnlocked: boolean; progress: ViewerProgress | null },
): PuzzleSummary {
  const hints = JSON.parse(row.hints) as string[];
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    difficulty: row.difficulty,
    categoryId: row.category_id,
    topic: row.topic,
    hintCount: hints.length,
    hints: hints.slice(0, extra.progress?.hintsRevealed ?? 0),
    points: row.points,
    stars: row.stars,
    order: row.sort_order,
    isUnlocked: extra.isUnlocked,
    personal: row.owner_id !== null,
    classId: row.class_id,
    progress: {
      status: extra.progress?.status ?? 'not_started',
      completedAt: extra.progress?.completedAt ? new Date(extra.progress.completedAt).toISOString() : null,
      reward: rewardNow(row.points, extra.progress),
      solutionSeen: extra.progress?.solutionRevealed ?? false,
    },
  };
}

/** What solving the puzzle would earn the viewer now (services/progress.ts rewardFor), nothing once solved. */
function rewardNow(points: number, progress: ViewerProgress | null): number {
  if (!progress) return points;
  if (progress.status === 'completed' || progress.solutionRevealed) return 0;
  return Math.max(0, points - HINT_XP_COST * progress.hintsRevealed);
}

/**
 * A test as the learner's view reads it: a hidden test's input and expected output are never read (the
 * query gives empty strings), and only that it exists leaves the server.
 */
export interface LearnerTestRow {
  hidden: boolean;
  input: string;
  expected: string;
}

/** A puzzles row, with what was looked up about it, as the API's Puzzle. Never solutions or hidden data. */
export function presentPuzzle(
  row: SummaryRow & Pick<Selectable<PuzzlesTable>, 'statement' | 'constraints' | 'examples' | 'checker'>,
  extra: {
    tests: LearnerTestRow[];
    code: Array<{ language: Language; starter: string }>;
    languages: Language[];
    isUnlocked: boolean;
    progress: ViewerProgress | null;
    attachments: Array<{ name: string; bytes: number }>;
  },
): Puzzle {
  const starterOf = (language: Language) => extra.code.find((entry) => entry.language === language)?.starter;
  return {
    ...presentPuzzleSummary(row, extra),
    problemStatement: row.statement,
    constraints: row.constraints,
    languages: extra.languages,
    starterCode: byLanguage((language) => starterOf(language) ?? ''),
    testCases: extra.tests.map(
      (test): TestCase =>
        test.hidden ? { hidden: true } : { input: test.input, expected: test.expected, hidden: false },
    ),
    examples: JSON.parse(row.examples) as Puzzle['examples'],
    ...(isInteractive(row.checker) ? { interactive: true as const } : {}),
    ...(extra.attachments.length > 0 ? { attachments: extra.attachments } : {}),
  };
}

/** Whether a stored checker is an interactive problem's validator (the workspace says how to talk with it). */
function isInteractive(checker: string | null): boolean {
  if (checker === null) return false;
  const parsed = JSON.parse(checker) as { type?: string; interactive?: boolean };
  return parsed.type === 'custom' && parsed.interactive === true;
}
