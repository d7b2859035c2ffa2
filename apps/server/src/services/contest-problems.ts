import {
  type AdminActionResponse,
  type AdminPuzzle,
  type AdminPuzzleSummary,
  CONTEST_DEFAULT_POINTS,
  CONTEST_MAX_PROBLEMS,
  CONTEST_MESSAGES,
  type PackageImportQuery,
  type PackageImportResponse,
  type PuzzleFields,
  type PuzzleProofResponse,
} from '@codequest/contracts';
import { AppError } from '../lib/errors';
import type { ExportedPuzzle } from '../packages/write';
import {
  type AdminPuzzleContext,
  createPuzzle,
  getAdminPuzzle,
  listAdminPuzzles,
  type PuzzleScope,
  retirePuzzle,
  updatePuzzle,
  validatePuzzle,
} from './admin-puzzles';
import { requireOrganised } from './contests';
import type { ServiceContext } from './context';
import { exportPuzzle, importPackage, type PackageContext, publishDraft } from './packages';

/**
 * A contest's own problems, as its organisers make them: the panel's form and the same proof by the judge
 * (services/admin-puzzles.ts, in the contest's scope), or a problem package imported as the panel imports
 * one (services/packages.ts, in the contest's scope). Each live one joins the contest's problems, after
 * those it has; they are in no list (services/catalogue.ts visibleTo), and the contest shows them as it
 * shows its problems (services/contests.ts): to nobody but its organisers before the start.
 * Problems are added and retired until the start; an edit (a statement's typo, say) is taken at any time,
 * proven again as always. Who may is decided first: 404 for a contest the caller does not see, 403 for one
 * they do not organise.
 */

const scopeOf = (contestId: number): PuzzleScope => ({ classId: null, contestId });

/** The contest, when the caller organises it and it has not started. */
async function requireBeforeStart(ctx: ServiceContext, userId: number, contestId: number) {
  const { phase } = await requireOrganised(ctx, userId, contestId);
  if (phase !== 'upcoming') throw new AppError('CONFLICT', CONTEST_MESSAGES.problemsFixed);
}

async function problemCount(ctx: ServiceContext, contestId: number): Promise<number> {
  const row = await ctx.db
    .selectFrom('contest_problems')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('contest_id', '=', contestId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Checked before the judge is asked: a contest that is full takes no more. */
async function requireRoom(ctx: ServiceContext, contestId: number): Promise<void> {
  if ((await problemCount(ctx, contestId)) >= CONTEST_MAX_PROBLEMS)
    throw new AppError('VALIDATION', CONTEST_MESSAGES.tooManyProblems);
}

/** The live puzzles join the contest's problems, in order, after those it has (each once). */
async function addProblems(ctx: ServiceContext, contestId: number, puzzleIds: number[]): Promise<void> {
  if (puzzleIds.length === 0) return;
  await ctx.db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('contest_problems')
      .select((eb) => eb.fn.max('position').as('last'))
      .where('contest_id', '=', contestId)
      .executeTakeFirst();
    const first = last?.last === null || last?.last === undefined ? 0 : Number(last.last) + 1;
    await trx
      .insertInto('contest_problems')
      .values(
        puzzleIds.map((puzzleId, index) => ({
          contest_id: contestId,
          puzzle_id: puzzleId,
          position: first + index,
          points: CONTEST_DEFAULT_POINTS,
        })),
      )
      .onConflict((conflict) => conflict.columns(['contest_id', 'puzzle_id']).doNothing())
      .execute();
  });
  // Its board has a new column.
  await ctx.boards?.changed(contestId);
}

export async function listContestPuzzles(
  ctx: ServiceContext,
  userId: number,
  contestId: number,
): Promise<AdminPuzzleSummary[]> {
  await requireOrganised(ctx, userId, contestId);
  return listAdminPuzzles(ctx, scopeOf(contestId));
}

export async function getContestPuzzle(
  ctx: AdminPuzzleContext,
  userId: number,
  contestId: number,
  puzzleId: number,
): Promise<AdminPuzzle> {
  await requireOrganised(ctx, userId, contestId);
  return getAdminPuzzle(ctx, puzzleId, scopeOf(contestId));
}

export async function validateContestPuzzle(
  ctx: AdminPuzzleContext,
  userId: number,
  contestId: number,
  fields: PuzzleFields,
): Promise<PuzzleProofResponse> {
  await requireOrganised(ctx, userId, contestId);
  return validatePuzzle(ctx, fields);
}

export async function createContestPuzzle(
  ctx: AdminPuzzleContext,
  userId: number,
  contestId: number,
  fields: PuzzleFields,
): Promise<AdminPuzzle> {
  await requireBeforeStart(ctx, userId, contestId);
  await requireRoom(ctx, contestId);
  const puzzle = await createPuzzle(ctx, userId, fields, scopeOf(contestId));
  await addProblems(ctx, contestId, [puzzle.id]);
  return puzzle;
}

export async function updateContestPuzzle(
  ctx: AdminPuzzleContext,
  userId: number,
  contestId: number,
  puzzleId: number,
  fields: PuzzleFields,
): Promise<AdminPuzzle> {
  await requireOrganised(ctx, userId, contestId);
  return updatePuzzle(ctx, userId, puzzleId, fields, scopeOf(contestId));
}

/** Retired before the start: it leaves the contest's problems too. */
export async function retireContestPuzzle(
  ctx: ServiceContext,
  userId: number,
  contestId: number,
  puzzleId: number,
): Promise<AdminActionResponse> {
  await requireBeforeStart(ctx, userId, contestId);
  const answer = await retirePuzzle(ctx, userId, puzzleId, scopeOf(contestId));
  await ctx.db
    .deleteFrom('contest_problems')
    .where('contest_id', '=', contestId)
    .where('puzzle_id', '=', puzzleId)
    .execute();
  await ctx.boards?.changed(contestId);
  return answer;
}

/**
 * A problem package imported for the contest: its problems become the contest's own, and those proven
 * live join its problems at once (a draft joins when it is published), as many as it has room for; the
 * rest are kept as drafts, which join when published once a problem has made room.
 */
export async function importContestPackage(
  ctx: PackageContext,
  userId: number,
  contestId: number,
  zip: Buffer,
  query: PackageImportQuery,
): Promise<PackageImportResponse> {
  await requireBeforeStart(ctx, userId, contestId);
  await requireRoom(ctx, contestId);
  const imported = await importPackage(ctx, userId, zip, query, scopeOf(contestId));
  const live = imported.problems.flatMap((problem) =>
    problem.status === 'live' && problem.puzzleId !== null ? [problem.puzzleId] : [],
  );
  const room = Math.max(0, CONTEST_MAX_PROBLEMS - (await problemCount(ctx, contestId)));
  await addProblems(ctx, contestId, live.slice(0, room));
  const left = new Set(live.slice(room));
  if (left.size === 0) return imported;
  await ctx.db
    .updateTable('puzzles')
    .set({ draft: 1 })
    .where('id', 'in', [...left])
    .execute();
  return {
    ...imported,
    problems: imported.problems.map((problem) =>
      problem.puzzleId !== null && left.has(problem.puzzleId)
        ? { ...problem, status: 'draft', problems: [...problem.problems, CONTEST_MESSAGES.noRoomForImport] }
        : problem,
    ),
  };
}

export async function publishContestDraft(
  ctx: PackageContext,
  userId: number,
  contestId: number,
  puzzleId: number,
): Promise<AdminPuzzle> {
  await requireBeforeStart(ctx, userId, contestId);
  await requireRoom(ctx, contestId);
  const puzzle = await publishDraft(ctx, userId, puzzleId, scopeOf(contestId));
  await addProblems(ctx, contestId, [puzzle.id]);
  return puzzle;
}

export async function exportContestPuzzle(
  ctx: PackageContext,
  userId: number,
  contestId: number,
  puzzleId: number,
): Promise<ExportedPuzzle> {
  await requireOrganised(ctx, userId, contestId);
  return exportPuzzle(ctx, puzzleId, scopeOf(contestId));
}
