import type { Submission } from '@codequest/contracts';
import type { Selectable } from 'kysely';
import type { SubmissionsTable } from '../db/schema';

/**
 * A stored submission as the learner's history shows it. Its per-test results were stored as
 * presenters/code.ts presented them (verdict, time, memory): no hidden test's data is in the row.
 */
export function presentSubmission(row: Selectable<SubmissionsTable>): Submission {
  return {
    id: row.id,
    puzzleId: row.puzzle_id,
    language: row.language,
    code: row.code,
    // Stored as text; only recorded verdicts are written.
    verdict: row.verdict as Submission['verdict'],
    passedCount: row.passed_count,
    totalCount: row.total_count,
    runtimeMs: row.runtime_ms,
    memoryKb: row.memory_kb,
    xpGained: row.xp_gained,
    tests: JSON.parse(row.results) as Submission['tests'],
    createdAt: new Date(row.created_at).toISOString(),
  };
}
