import {
  LANGUAGES,
  SIMILARITY_MESSAGES,
  SIMILARITY_THRESHOLD,
  type SimilarityPuzzlesResponse,
  type SimilarityResponse,
  type SimilaritySolution,
  type Verdict,
} from '@codequest/contracts';
import { AppError } from '../lib/errors';
import { comparePairsInThread } from '../similarity/in-thread';
import { requireManageable } from './classes';
import type { ServiceContext } from './context';

/**
 * A class's similarity report, for those who manage the class (its teachers, administrators: the rule of
 * services/classes.ts, so a learner gets 403 and another teacher 404). What is compared: each learner's
 * latest accepted submission of the puzzle in each language; the comparison runs in a thread of its own.
 * Only shared puzzles are reported on: a learner's personal (generated) puzzle is theirs alone.
 */

/** The puzzles the class's learners have solved, most solved first: what a report can be asked for. */
export async function similarityPuzzles(
  ctx: ServiceContext,
  userId: number,
  classId: number,
): Promise<SimilarityPuzzlesResponse> {
  await requireManageable(ctx, userId, classId);
  const rows = await ctx.db
    .selectFrom('submissions')
    .innerJoin('class_members', 'class_members.user_id', 'submissions.user_id')
    .innerJoin('puzzles', 'puzzles.id', 'submissions.puzzle_id')
    .select([
      'puzzles.id',
      'puzzles.title',
      (eb) => eb.fn.count<number>('submissions.user_id').distinct().as('solvedBy'),
    ])
    .where('class_members.class_id', '=', classId)
    .where('class_members.role', '=', 'learner')
    .where('submissions.verdict', '=', 'ACCEPTED' satisfies Verdict)
    .where('puzzles.owner_id', 'is', null)
    .groupBy(['puzzles.id', 'puzzles.title'])
    .execute();
  const puzzles = rows
    .map((row) => ({ id: row.id, title: row.title, solvedBy: Number(row.solvedBy) }))
    .sort((x, y) => y.solvedBy - x.solvedBy || x.title.localeCompare(y.title));
  return { puzzles };
}

export async function similarityReport(
  ctx: ServiceContext,
  userId: number,
  classId: number,
  puzzleId: number,
): Promise<SimilarityResponse> {
  await requireManageable(ctx, userId, classId);
  const puzzle = await ctx.db
    .selectFrom('puzzles')
    .select(['id', 'title'])
    .where('id', '=', puzzleId)
    .where('owner_id', 'is', null)
    .executeTakeFirst();
  if (!puzzle) throw new AppError('NOT_FOUND', SIMILARITY_MESSAGES.noSuchPuzzle);
  const solutions = await latestAccepted(ctx, classId, puzzleId);
  const pairs =
    solutions.length < 2
      ? []
      : await comparePairsInThread({
          solutions: solutions.map(({ submissionId, language, code }) => ({
            id: submissionId,
            language,
            code,
          })),
          threshold: SIMILARITY_THRESHOLD,
        });
  return { classId, puzzle, threshold: SIMILARITY_THRESHOLD, solutions, pairs };
}

/** Each learner's latest accepted submission of the puzzle per language. */
async function latestAccepted(
  ctx: ServiceContext,
  classId: number,
  puzzleId: number,
): Promise<SimilaritySolution[]> {
  const rows = await ctx.db
    .selectFrom('submissions')
    .innerJoin('class_members', 'class_members.user_id', 'submissions.user_id')
    .innerJoin('users', 'users.id', 'submissions.user_id')
    .select([
      'submissions.id',
      'submissions.user_id',
      'users.username',
      'submissions.language',
      'submissions.code',
      'submissions.created_at',
    ])
    .where('class_members.class_id', '=', classId)
    .where('class_members.role', '=', 'learner')
    .where('submissions.puzzle_id', '=', puzzleId)
    .where('submissions.verdict', '=', 'ACCEPTED' satisfies Verdict)
    .orderBy('submissions.created_at', 'desc')
    .orderBy('submissions.id', 'desc')
    .execute();
  const seen = new Set<string>();
  const solutions: SimilaritySolution[] = [];
  for (const row of rows) {
    const key = `${row.user_id}:${row.language}`;
    if (seen.has(key) || row.user_id === null || !LANGUAGES.includes(row.language)) continue;
    seen.add(key);
    solutions.push({
      submissionId: row.id,
      userId: row.user_id,
      username: row.username,
      language: row.language,
      code: row.code,
      submittedAt: Number(row.created_at),
    });
  }
  return solutions.sort((x, y) => x.username.localeCompare(y.username) || x.submissionId - y.submissionId);
}
