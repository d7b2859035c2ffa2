import type { CommunitySolution, SolutionMarkResponse } from '@codequest/contracts';

/**
 * Another learner's accepted solution as the Solutions panel shows it: its author's username, language, time
 * and code, and the marks it was given. Nothing of the puzzle's tests or of the run is in it.
 */

export interface CommunitySolutionRow {
  id: number;
  username: string;
  language: CommunitySolution['language'];
  code: string;
  created_at: number;
  clever: number | string | null;
  best_practice: number | string | null;
  my_clever: number | string | null;
  my_best_practice: number | string | null;
}

export function presentMarks(
  row: Omit<CommunitySolutionRow, 'username' | 'language' | 'code' | 'created_at'>,
): SolutionMarkResponse {
  // PostgreSQL answers count(*) as a string; a subquery's count is never null, whatever its type says.
  return {
    id: row.id,
    marks: { clever: Number(row.clever), best_practice: Number(row.best_practice) },
    myMarks: { clever: Number(row.my_clever) > 0, best_practice: Number(row.my_best_practice) > 0 },
  };
}

export function presentCommunitySolution(row: CommunitySolutionRow): CommunitySolution {
  return {
    ...presentMarks(row),
    author: { username: row.username },
    language: row.language,
    code: row.code,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
