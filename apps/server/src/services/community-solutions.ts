import {
  type Language,
  SOLUTION_MESSAGES,
  type SolutionMarkKind,
  type SolutionMarkResponse,
  type SolutionSort,
  type SolutionsResponse,
} from '@codequest/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import type { RateLimits } from '../lib/rate-limit';
import { presentCommunitySolution, presentMarks } from '../presenters/community-solution';
import { presentPage } from '../presenters/page';
import { requireOpenPuzzle } from './catalogue';
import type { ServiceContext } from './context';
import { pageWindow } from './paging';

/**
 * Other learners' accepted solutions to a puzzle (Codewars' way): open to a learner once they have an
 * accepted submission of it themselves (403 before), for puzzles they may open. Each learner's latest
 * accepted solution per language; a deleted account's (anonymised, user_id null) never appear, nor the
 * caller's own. A learner's own practice puzzle is theirs alone: nobody else has solutions to show.
 * Marks ("clever", "best practice") are one per learner, solution and kind, never on one's own.
 */

export interface MarksContext extends ServiceContext {
  limits: Pick<RateLimits, 'consume'>;
}

type Accepted = ExpressionBuilder<DB & { s: DB['submissions'] }, 's'>;

/** The caller may look: the puzzle is open to them and they have solved it. Returns the puzzle. */
async function requireSolvedBy(ctx: ServiceContext, userId: number, puzzleId: number) {
  const puzzle = await requireOpenPuzzle(ctx, puzzleId, userId);
  const accepted = await ctx.db
    .selectFrom('submissions')
    .select('id')
    .where('user_id', '=', userId)
    .where('puzzle_id', '=', puzzleId)
    .where('verdict', '=', 'ACCEPTED')
    .limit(1)
    .executeTakeFirst();
  if (!accepted) throw new AppError('FORBIDDEN', SOLUTION_MESSAGES.locked);
  return puzzle;
}

/** Solutions the panel lists: each living learner's latest accept per language, other than the caller's. */
function listedSolutions(ctx: ServiceContext, userId: number, puzzleId: number) {
  return ctx.db
    .selectFrom('submissions as s')
    .innerJoin('users', 'users.id', 's.user_id')
    .where('s.puzzle_id', '=', puzzleId)
    .where('s.verdict', '=', 'ACCEPTED')
    .where('s.user_id', '!=', userId)
    .where((eb: Accepted) =>
      eb(
        's.id',
        '=',
        eb
          .selectFrom('submissions as later')
          .select((inner) => inner.fn.max('later.id').as('latest'))
          .whereRef('later.user_id', '=', 's.user_id')
          .whereRef('later.puzzle_id', '=', 's.puzzle_id')
          .whereRef('later.language', '=', 's.language')
          .where('later.verdict', '=', 'ACCEPTED'),
      ),
    );
}

function markCount(eb: Accepted, kind: SolutionMarkKind, byUserId?: number) {
  let query = eb
    .selectFrom('solution_marks')
    .select((inner) => inner.fn.countAll<number>().as('n'))
    .whereRef('solution_marks.submission_id', '=', 's.id')
    .where('solution_marks.kind', '=', kind);
  if (byUserId !== undefined) query = query.where('solution_marks.user_id', '=', byUserId);
  return query;
}

function markColumns(userId: number) {
  return (eb: Accepted) => [
    markCount(eb, 'clever').as('clever'),
    markCount(eb, 'best_practice').as('best_practice'),
    markCount(eb, 'clever', userId).as('my_clever'),
    markCount(eb, 'best_practice', userId).as('my_best_practice'),
  ];
}

export async function listSolutions(
  ctx: ServiceContext,
  userId: number,
  puzzleId: number,
  request: { sort: SolutionSort; language?: Language | undefined; page: number; pageSize: number },
): Promise<SolutionsResponse> {
  const puzzle = await requireSolvedBy(ctx, userId, puzzleId);
  const window = pageWindow(request);
  if (puzzle.owner_id !== null) return presentPage([], 0, window);

  let query = listedSolutions(ctx, userId, puzzleId)
    .select(['s.id', 'users.username', 's.language', 's.code', 's.created_at'])
    .select(markColumns(userId));
  if (request.language)
    query = query.orderBy(sql`case when s.language = ${request.language} then 0 else 1 end`);
  if (request.sort === 'shortest') query = query.orderBy(sql`length(s.code)`);
  query = query.orderBy('s.created_at', 'desc').orderBy('s.id', 'desc');

  const [rows, total] = await Promise.all([
    query.limit(window.pageSize).offset(window.offset).execute(),
    listedSolutions(ctx, userId, puzzleId)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return presentPage(rows.map(presentCommunitySolution), total.total, window);
}

/** A solution the caller may mark: listed to them, and not their own (403). */
async function requireMarkable(ctx: ServiceContext, userId: number, puzzleId: number, submissionId: number) {
  await requireSolvedBy(ctx, userId, puzzleId);
  const own = await ctx.db
    .selectFrom('submissions')
    .select('id')
    .where('id', '=', submissionId)
    .where('puzzle_id', '=', puzzleId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (own) throw new AppError('FORBIDDEN', SOLUTION_MESSAGES.ownSolution);
  const listed = await listedSolutions(ctx, userId, puzzleId)
    .select('s.id')
    .where('s.id', '=', submissionId)
    .executeTakeFirst();
  if (!listed) throw new AppError('NOT_FOUND', SOLUTION_MESSAGES.noSuchSolution);
}

async function marksOf(
  ctx: ServiceContext,
  userId: number,
  submissionId: number,
): Promise<SolutionMarkResponse> {
  const row = await ctx.db
    .selectFrom('submissions as s')
    .select('s.id')
    .select(markColumns(userId))
    .where('s.id', '=', submissionId)
    .executeTakeFirstOrThrow();
  return presentMarks(row);
}

/** Gives a mark (PUT) or withdraws it (DELETE); giving one twice, or withdrawing one not given, changes nothing. */
export async function setSolutionMark(
  ctx: MarksContext,
  userId: number,
  target: { puzzleId: number; submissionId: number; kind: SolutionMarkKind },
  marked: boolean,
): Promise<SolutionMarkResponse> {
  await ctx.limits.consume('solutionMarksPerUser', String(userId), SOLUTION_MESSAGES.tooManyMarks);
  await requireMarkable(ctx, userId, target.puzzleId, target.submissionId);
  if (marked) {
    await ctx.db
      .insertInto('solution_marks')
      .values({
        submission_id: target.submissionId,
        user_id: userId,
        kind: target.kind,
        created_at: ctx.clock(),
      })
      .onConflict((conflict) => conflict.columns(['submission_id', 'user_id', 'kind']).doNothing())
      .execute();
  } else {
    await ctx.db
      .deleteFrom('solution_marks')
      .where('submission_id', '=', target.submissionId)
      .where('user_id', '=', userId)
      .where('kind', '=', target.kind)
      .execute();
  }
  return marksOf(ctx, userId, target.submissionId);
}
