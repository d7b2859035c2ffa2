import {
  type Category,
  type Difficulty,
  type Puzzle,
  type PuzzleSummary,
  SOLVES_TO_UNLOCK_NEXT_DIFFICULTY,
} from '@codequest/contracts';
import { type ExpressionBuilder, sql } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import { weakEtag } from '../lib/etag';
import { presentCategory } from '../presenters/category';
import {
  presentPuzzle,
  presentPuzzleSummary,
  SUMMARY_COLUMNS,
  type ViewerProgress,
} from '../presenters/puzzle';
import { puzzleTests, type StoreReader } from '../test-store/store';
import { contestShowsProblem } from './contests';
import type { Caller, ServiceContext } from './context';
import { languageColumns, offeredLanguages } from './languages';
import { countSolved, NOTHING_SOLVED, type SolvedCounts } from './solved';
import { isUnlocked } from './unlocking';

/**
 * The catalogue as learners see it: categories, and puzzles with the viewer's own progress. Who sees what is
 * decided here: whose progress a caller may see (viewerFor), which puzzles they see (visibleTo), and which
 * they may work on (requireOpenPuzzle).
 */

/** For the answers that carry the server's version in their tag (listPuzzlesFor, openPuzzle). */
export interface CatalogueContext extends ServiceContext, StoreReader {
  config: { version: string };
}

/**
 * Asked with an answer's tag before the answer is built: true when the client's copy (If-None-Match) is
 * that one, and the answer is a bodiless 304. The handler's, so it also sets the reply's validators.
 */
export type ClientHasTag = (etag: string) => boolean;

export async function listCategories(ctx: ServiceContext): Promise<Category[]> {
  const rows = await ctx.db
    .selectFrom('categories')
    .select(['id', 'slug', 'name', 'description', 'icon'])
    .orderBy('sort_order')
    .execute();
  return rows.map(presentCategory);
}

/**
 * Whose progress a caller sees: their own. The spec's `userId` is accepted and ignored, except from an
 * administrator, who may look at anyone's. Null: signed out.
 */
export function viewerFor(caller: Caller | null, requestedUserId: number | undefined): number | null {
  if (!caller) return null;
  return caller.isAdmin && requestedUserId !== undefined ? requestedUserId : caller.userId;
}

/**
 * Raise when the list's or a puzzle's shape changes, so that no client keeps a copy of the old shape on
 * the strength of an unchanged catalogue and progress.
 */
const SHAPE_VERSION = 5;

/**
 * A tag that changes whenever what `viewerId` sees in the catalogue may have changed: the live puzzles
 * (added, edited, retired), the tracks' order, the viewer's own progress (started, solved, hints
 * revealed; statuses only move forward, so a weighted count changes with every start and every solve), the
 * classes they belong to (whose own puzzles they see) and their classes' assignments that have opened
 * (whose puzzles are open to them).
 * One query of aggregates over small indexed sets (the puzzles' through a covering index, migration 0009),
 * so an unchanged poll is answered without building the list. Versions come from the database, not from
 * memory, so every server process agrees; `release` (the server's version) makes a new release's answers
 * new. With `puzzleId`, the tag of that one puzzle (its tests and code change only with its row's
 * updated_at).
 */
export async function catalogueTag(
  ctx: ServiceContext,
  options: { viewerId: number | null; release: string; puzzleId?: number | null },
): Promise<string> {
  const { viewerId } = options;
  // Written as SQL rather than built: on every poll, building this query cost several times running it.
  const { rows } = await sql<Record<string, unknown>>`
    select * from
      (select count(*) as puzzles, max(updated_at) as edited, count(retired_at) as retired_count,
              max(retired_at) as retired
         from puzzles) as catalogue,
      (select sum(id * sort_order) as tracks from categories) as tracks,
      (select sum(case status when 'completed' then 1000000 when 'in_progress' then 1000 else 1 end)
                as progress,
              sum(hints_revealed) as hints, sum(solution_revealed) as solutions,
              max(completed_at) as solved_at
         from puzzle_progress where user_id = ${viewerId ?? 0}) as viewer,
      (select count(*) as memberships, max(joined_at) as joined
         from class_members where user_id = ${viewerId ?? 0}) as classes,
      (select count(*) as opened, max(assignments.updated_at) as assigned
         from assignments join class_members on class_members.class_id = assignments.class_id
        where class_members.user_id = ${viewerId ?? 0} and assignments.opens_at <= ${ctx.clock()}) as assigned`.execute(
    ctx.db,
  );
  const versions = rows[0] ?? {};
  return weakEtag([
    SHAPE_VERSION,
    options.release,
    viewerId,
    options.puzzleId ?? null,
    ...Object.values(versions).map((value) => (value === null ? null : String(value))),
  ]);
}

/**
 * The list as `caller` may see it (viewerFor), or null when the client's copy is current. The list is polled
 * every few seconds: the tag is computed first (a cheap query), and a client whose copy is current gets a
 * 304 without the list being built. Computing it before the list means a change in between makes the next
 * poll a 200, never a stale 304.
 */
export async function listPuzzlesFor(
  ctx: CatalogueContext,
  caller: Caller | null,
  request: { userId?: number | undefined },
  clientHas: ClientHasTag,
): Promise<PuzzleSummary[] | null> {
  const viewerId = viewerFor(caller, request.userId);
  if (clientHas(await catalogueTag(ctx, { viewerId, release: ctx.config.version }))) return null;
  return listPuzzles(ctx, viewerId);
}

/** Every live puzzle, in track order, with `viewerId`'s progress (null: signed out). */
export async function listPuzzles(ctx: ServiceContext, viewerId: number | null): Promise<PuzzleSummary[]> {
  const [rows, viewer] = await Promise.all([
    ctx.db
      .selectFrom('puzzles')
      .innerJoin('categories', 'categories.id', 'puzzles.category_id')
      .select(SUMMARY_COLUMNS)
      .where('puzzles.retired_at', 'is', null)
      .where(visibleTo(viewerId))
      .orderBy('categories.sort_order')
      .orderBy('puzzles.sort_order')
      .orderBy('puzzles.id')
      .execute(),
    progressOfViewer(ctx, viewerId),
  ]);
  return rows.map((row) =>
    presentPuzzleSummary(row, {
      isUnlocked: isUnlockedFor(row, viewer),
      progress: viewer.progressOf.get(row.id) ?? null,
    }),
  );
}

/**
 * Throws NOT_FOUND unless the puzzle is live and the viewer may open it (getPuzzle's rule; `shownByContest`
 * as there), for what goes with a puzzle (its attachments).
 */
export async function requireOpenable(
  ctx: ServiceContext,
  id: number,
  viewerId: number | null,
  options: { shownByContest?: boolean } = {},
): Promise<void> {
  const row = await ctx.db
    .selectFrom('puzzles')
    .select('puzzles.id')
    .where('puzzles.id', '=', id)
    .where('puzzles.retired_at', 'is', null)
    .$if(options.shownByContest !== true, (query) => query.where(visibleTo(viewerId)))
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'No such puzzle');
}

/**
 * One live puzzle in full: statement, starter code, visible tests, examples, and the viewer's progress.
 * `shownByContest`: a contest shows it to the caller (services/opening.ts asked it first), so it is open to
 * them whatever the lists and the tracks' unlocking say.
 */
export async function getPuzzle(
  ctx: ServiceContext & StoreReader,
  id: number,
  viewerId: number | null,
  options: { shownByContest?: boolean } = {},
): Promise<Puzzle> {
  const shownByContest = options.shownByContest === true;
  const [row, tests, code, viewer, attachments] = await Promise.all([
    ctx.db
      .selectFrom('puzzles')
      .select([
        ...SUMMARY_COLUMNS,
        'puzzles.statement',
        'puzzles.constraints',
        'puzzles.examples',
        'puzzles.checker',
      ])
      .where('puzzles.id', '=', id)
      .where('puzzles.retired_at', 'is', null)
      .$if(!shownByContest, (query) => query.where(visibleTo(viewerId)))
      .executeTakeFirst(),
    // Hidden tests' texts are never read here: only that they exist.
    puzzleTests(ctx, id, 'hiddenBlank'),
    ctx.db
      .selectFrom('puzzle_code')
      .select((eb) => ['starter', ...languageColumns(eb)])
      .where('puzzle_id', '=', id)
      .execute(),
    progressOfViewer(ctx, viewerId),
    ctx.db
      .selectFrom('puzzle_attachments')
      .select(['name', 'bytes'])
      .where('puzzle_id', '=', id)
      .orderBy('name')
      .execute(),
  ]);
  if (!row) throw new AppError('NOT_FOUND', 'No such puzzle');
  return presentPuzzle(row, {
    tests,
    code,
    attachments,
    languages: offeredLanguages(code),
    isUnlocked: shownByContest || isUnlockedFor(row, viewer),
    progress: viewer.progressOf.get(row.id) ?? null,
  });
}

/**
 * The shared catalogue; the viewer's own practice puzzles (generated for them alone); and the own puzzles of
 * the classes the viewer belongs to (as learner or teacher). A signed-out visitor sees the shared catalogue.
 * A contest's own problems are in no list: the contest shows them, to whom and when it decides
 * (contestShowsProblem).
 */
export function visibleTo(viewerId: number | null) {
  return (eb: ExpressionBuilder<DB, 'puzzles'>) =>
    viewerId === null
      ? eb.and([
          eb('puzzles.owner_id', 'is', null),
          eb('puzzles.class_id', 'is', null),
          eb('puzzles.contest_id', 'is', null),
          eb('puzzles.draft', '=', 0),
        ])
      : eb.or([
          eb('puzzles.owner_id', '=', viewerId),
          eb.and([
            eb('puzzles.owner_id', 'is', null),
            eb('puzzles.contest_id', 'is', null),
            // An imported package's draft is for those who manage it only (administrators, or its class's
            // teachers), until it is published.
            eb('puzzles.draft', '=', 0),
            eb.or([
              eb('puzzles.class_id', 'is', null),
              eb(
                'puzzles.class_id',
                'in',
                eb
                  .selectFrom('class_members')
                  .select('class_members.class_id')
                  .where('user_id', '=', viewerId),
              ),
            ]),
          ]),
        ]);
}

/**
 * Open whatever the viewer has solved: their own practice puzzle (they asked for its difficulty), a class's
 * own puzzle (its teachers chose it for the class), and a puzzle of an assignment of theirs that has opened.
 */
function isUnlockedFor(
  row: {
    id: number;
    category_id: number;
    difficulty: Difficulty;
    owner_id: number | null;
    class_id: number | null;
  },
  viewer: { solved: SolvedCounts; assigned: ReadonlySet<number> },
): boolean {
  return (
    row.owner_id !== null ||
    row.class_id !== null ||
    viewer.assigned.has(row.id) ||
    isUnlocked({ categoryId: row.category_id, difficulty: row.difficulty }, viewer.solved)
  );
}

/** The puzzles of the viewer's classes' assignments that have opened (`puzzleId`: whether it is one). */
async function assignedTo(ctx: ServiceContext, viewerId: number, puzzleId?: number): Promise<Set<number>> {
  const rows = await ctx.db
    .selectFrom('assignment_puzzles')
    .innerJoin('assignments', 'assignments.id', 'assignment_puzzles.assignment_id')
    .innerJoin('class_members', 'class_members.class_id', 'assignments.class_id')
    .select('assignment_puzzles.puzzle_id')
    .distinct()
    .where('class_members.user_id', '=', viewerId)
    .where('assignments.opens_at', '<=', ctx.clock())
    .$if(puzzleId !== undefined, (query) => query.where('assignment_puzzles.puzzle_id', '=', puzzleId ?? 0))
    .execute();
  return new Set(rows.map((row) => row.puzzle_id));
}

/** The viewer's progress per puzzle, and their solves per track and difficulty (for unlocking). */
async function progressOfViewer(ctx: ServiceContext, viewerId: number | null) {
  const [progress, solved, assigned] = await Promise.all([
    viewerId === null
      ? Promise.resolve([])
      : ctx.db
          .selectFrom('puzzle_progress')
          .select(['puzzle_id', 'status', 'completed_at', 'hints_revealed', 'solution_revealed'])
          .where('user_id', '=', viewerId)
          .execute(),
    viewerId === null ? Promise.resolve(NOTHING_SOLVED) : countSolved(ctx.db, viewerId),
    viewerId === null ? Promise.resolve(new Set<number>()) : assignedTo(ctx, viewerId),
  ]);
  const progressOf = new Map<number, ViewerProgress>(
    progress.map((entry) => [
      entry.puzzle_id,
      {
        status: entry.status,
        completedAt: entry.completed_at,
        hintsRevealed: entry.hints_revealed,
        solutionRevealed: entry.solution_revealed === 1,
      },
    ]),
  );
  return { progressOf, solved, assigned };
}

/**
 * How a caller reaches a puzzle to work on it: through a contest that let them in (contests.ts
 * requireContestEntry: whatever the lists and the tracks' unlocking say), through the lists alone (a run or
 * submission named with no contest), or either (saving a draft, asking for a hint: a contest that shows the
 * puzzle to them now opens it too, contests.ts contestShowsProblem).
 */
export type PuzzleReach = 'contest' | 'lists' | 'any';

/**
 * The puzzle a learner may work on: it exists, is not retired, and is open to them as they reach it
 * (PuzzleReach). 404 and 403 otherwise, with a message that says which.
 */
export async function requireOpenPuzzle(
  ctx: ServiceContext,
  puzzleId: number,
  userId: number,
  reach: PuzzleReach = 'any',
) {
  const live = (listedOnly: boolean) =>
    ctx.db
      .selectFrom('puzzles')
      .selectAll()
      .where('id', '=', puzzleId)
      .where('retired_at', 'is', null)
      .$if(listedOnly, (query) => query.where(visibleTo(userId)))
      .executeTakeFirst();
  if (reach === 'contest') {
    const entered = await live(false);
    if (!entered) throw new AppError('NOT_FOUND', 'No such puzzle');
    return entered;
  }
  // Asked only when the lists do not open it: most puzzles are.
  const shownByContest = () =>
    reach === 'any' ? contestShowsProblem(ctx, userId, puzzleId) : Promise.resolve(false);
  const puzzle = await live(true);
  if (!puzzle) {
    const shown = (await shownByContest()) ? await live(false) : undefined;
    if (!shown) throw new AppError('NOT_FOUND', 'No such puzzle');
    return shown;
  }
  if (puzzle.difficulty === 'easy') return puzzle;
  const [solved, assigned] = await Promise.all([
    countSolved(ctx.db, userId, { categoryId: puzzle.category_id }),
    assignedTo(ctx, userId, puzzle.id),
  ]);
  if (!isUnlockedFor(puzzle, { solved, assigned }) && !(await shownByContest())) {
    const before = puzzle.difficulty === 'medium' ? 'easy' : 'medium';
    throw new AppError(
      'FORBIDDEN',
      `This puzzle is locked: solve ${SOLVES_TO_UNLOCK_NEXT_DIFFICULTY} ${before} puzzles of its track to unlock it`,
    );
  }
  return puzzle;
}
