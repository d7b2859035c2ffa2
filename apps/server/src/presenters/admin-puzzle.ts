import {
  type AdminPuzzle,
  type AdminPuzzleSummary,
  type AdminTestCase,
  byLanguage,
  LANGUAGES,
  type Language,
  type PuzzleSource,
  ZJudgeChecker,
} from '@codequest/contracts';
import type { Selectable } from 'kysely';
import type { PuzzlesTable } from '../db/schema';

/** Puzzles as administrators see them: where they came from, whether they are live, and how they fare. */

export interface PuzzleFigures {
  tests: number;
  hiddenTests: number;
  solutionLanguages: Language[];
  solves: number;
  submissions: number;
  accepted: number;
}

type Row = Selectable<PuzzlesTable> & { creator_name: string | null };

/** The catalogue's files are stored as origin 'content'; the API calls that source 'catalogue'. */
const SOURCE_OF: Record<PuzzlesTable['origin'], PuzzleSource> = {
  content: 'catalogue',
  admin: 'admin',
  generated: 'generated',
};

export function presentAdminPuzzleSummary(row: Row, figures: PuzzleFigures): AdminPuzzleSummary {
  const source = SOURCE_OF[row.origin];
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    categoryId: row.category_id,
    difficulty: row.difficulty,
    topic: row.topic,
    points: row.points,
    stars: row.stars,
    order: row.sort_order,
    source,
    readOnly: source === 'catalogue',
    retired: row.retired_at !== null,
    retiredAt: row.retired_at === null ? null : new Date(row.retired_at).toISOString(),
    draft: row.draft === 1,
    testCount: figures.tests,
    hiddenTestCount: figures.hiddenTests,
    solutionLanguages: LANGUAGES.filter((language) => figures.solutionLanguages.includes(language)),
    solves: figures.solves,
    submissions: figures.submissions,
    acceptedSubmissions: figures.accepted,
    acceptanceRate: figures.submissions === 0 ? null : figures.accepted / figures.submissions,
    createdBy:
      row.created_by !== null && row.creator_name !== null
        ? { id: row.created_by, username: row.creator_name }
        : null,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** A test as the panel reads it: catalogue tests cut to a preview in the database, `cut` saying so. */
export interface AdminTestRow {
  input: string;
  expected: string;
  hidden: 0 | 1;
  cut: number | string;
}

/** An administrator sees every test whole (or its preview), hidden ones included, and the solutions. */
export function presentAdminPuzzle(
  row: Row,
  figures: PuzzleFigures,
  extra: {
    tests: AdminTestRow[];
    code: Array<{ language: Language; starter: string; solution: string | null }>;
  },
): AdminPuzzle {
  const codeOf = (language: Language) => extra.code.find((entry) => entry.language === language);
  return {
    ...presentAdminPuzzleSummary(row, figures),
    problemStatement: row.statement,
    constraints: row.constraints,
    hints: JSON.parse(row.hints) as string[],
    examples: JSON.parse(row.examples) as AdminPuzzle['examples'],
    testCases: extra.tests.map(presentAdminTest),
    starterCode: byLanguage((language) => codeOf(language)?.starter ?? ''),
    solution: byLanguage((language) => codeOf(language)?.solution || null),
    limits: row.limits ? (JSON.parse(row.limits) as AdminPuzzle['limits']) : {},
    checker: row.checker ? ZJudgeChecker.parse(JSON.parse(row.checker)) : { type: 'lines' },
  };
}

function presentAdminTest(test: AdminTestRow): AdminTestCase {
  return {
    input: test.input,
    expected: test.expected,
    hidden: test.hidden === 1,
    truncated: Number(test.cut) === 1,
  };
}
