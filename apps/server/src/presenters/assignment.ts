import type {
  Assignment,
  AssignmentStatus,
  LearnerSubmissionsResponse,
  ProgressCell,
  ProgressResponse,
  ProgressRow,
} from '@codequest/contracts';

/** Assignments, their progress grid and a learner's submissions as the API shows them (instants as ISO). */

export interface AssignmentRow {
  id: number;
  class_id: number;
  class_name: string;
  title: string;
  opens_at: number | string;
  due_at: number | string;
  late_counts: 0 | 1;
  created_at: number | string;
}

export interface AssignmentPuzzleRow {
  assignment_id: number;
  id: number;
  slug: string;
  title: string;
  difficulty: string;
}

/** One learner's standing on one puzzle, worked out from their submissions. */
export interface CellState {
  status: AssignmentStatus;
  tries: number;
  firstAcceptedAt: number | null;
}

export const isoOf = (epochMs: number | string): string => new Date(Number(epochMs)).toISOString();

export function presentAssignment(
  row: AssignmentRow,
  puzzles: AssignmentPuzzleRow[],
  statusOf: ((puzzleId: number) => AssignmentStatus) | null,
): Assignment {
  return {
    id: row.id,
    classId: row.class_id,
    className: row.class_name,
    title: row.title,
    opensAt: isoOf(row.opens_at),
    dueAt: isoOf(row.due_at),
    lateSolvesCount: row.late_counts === 1,
    createdAt: isoOf(row.created_at),
    puzzles: puzzles.map((puzzle) => ({
      id: puzzle.id,
      slug: puzzle.slug,
      title: puzzle.title,
      difficulty: puzzle.difficulty,
      myStatus: statusOf ? statusOf(puzzle.id) : null,
    })),
  };
}

export function presentCell(puzzleId: number, cell: CellState): ProgressCell {
  return {
    puzzleId,
    status: cell.status,
    tries: cell.tries,
    firstAcceptedAt: cell.firstAcceptedAt === null ? null : isoOf(cell.firstAcceptedAt),
  };
}

export function presentProgress(
  assignment: Assignment,
  rows: ProgressRow[],
  puzzleTotals: ProgressResponse['puzzleTotals'],
): ProgressResponse {
  return { assignment, rows, puzzleTotals };
}

export function presentLearnerSubmissions(
  username: string,
  puzzleTitle: string,
  dueAt: number | string,
  rows: Array<{ id: number; language: string; verdict: string; code: string; created_at: number | string }>,
): LearnerSubmissionsResponse {
  return {
    username,
    puzzleTitle,
    dueAt: isoOf(dueAt),
    items: rows.map((row) => ({
      id: row.id,
      language: row.language,
      verdict: row.verdict,
      code: row.code,
      createdAt: isoOf(row.created_at),
    })),
  };
}
