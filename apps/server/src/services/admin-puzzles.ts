import {
  ADMIN_MESSAGES,
  ADMIN_PUZZLE_POINTS,
  ADMIN_TEST_PREVIEW_CHARS,
  type AdminActionResponse,
  type AdminPuzzle,
  type AdminPuzzleSummary,
  type JudgeCheckerInput,
  type JudgeLimitOverrides,
  LANGUAGES,
  type Language,
  PUZZLE_STARS,
  type PuzzleFields,
  type PuzzleProofResponse,
  starterTemplate,
  ZJudgeChecker,
} from '@codequest/contracts';
import type { Judge } from '@codequest/judge';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import { type PuzzleContent, replaceTestsAndCode } from '../commands/puzzle-content';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import { newPuzzleSlug } from '../lib/slugs';
import { presentAdminAction } from '../presenters/admin-action';
import {
  type PuzzleFigures,
  presentAdminPuzzle,
  presentAdminPuzzleSummary,
} from '../presenters/admin-puzzle';
import { provePuzzle } from '../proof/prove';
import { fromPuzzleFields } from '../proof/puzzle';
import { proofReport, requireProven } from '../proof/report';
import { puzzleTestPreviews, puzzleTests, type StoreReader } from '../test-store/store';
import { recordAudit } from './audit';
import type { ServiceContext } from './context';

/**
 * Puzzles as administrators manage them: every puzzle with its figures; creating and editing puzzles made
 * in the panel, each proven by the judge (proof/) before anything is stored; retiring any puzzle. Catalogue puzzles
 * are read-only here (their files are their source of truth) but can be retired, and stay retired when the
 * catalogue is seeded again.
 */

export interface AdminPuzzleContext extends ServiceContext, StoreReader {
  judge: Pick<Judge, 'judge'>;
}

/**
 * Which puzzles a call reaches: the shared catalogue's (the panel's), one class's own (its teachers',
 * through services/class-puzzles.ts), or one contest's own (its organisers', through
 * services/contest-problems.ts). Learners' practice puzzles are in none.
 */
export interface PuzzleScope {
  classId: number | null;
  contestId: number | null;
}

export const SHARED_CATALOGUE: PuzzleScope = { classId: null, contestId: null };

const isShared = (scope: PuzzleScope): boolean => scope.classId === null && scope.contestId === null;

type PuzzleRow = Awaited<ReturnType<typeof puzzleRows>>[number];

function puzzleRows(db: Kysely<DB>, scope: PuzzleScope, onlyId?: number) {
  let query = db
    .selectFrom('puzzles')
    .innerJoin('categories', 'categories.id', 'puzzles.category_id')
    .leftJoin('users', 'users.id', 'puzzles.created_by')
    .selectAll('puzzles')
    .select('users.username as creator_name')
    .orderBy('categories.sort_order')
    .orderBy('puzzles.sort_order')
    .orderBy('puzzles.id');
  // Learners' own practice puzzles are not the catalogue's: an admin can look one up, not list or edit it.
  if (onlyId !== undefined) query = query.where('puzzles.id', '=', onlyId);
  else query = query.where('puzzles.owner_id', 'is', null).where(inScope(scope));
  if (!isShared(scope)) query = query.where(inScope(scope));
  return query.execute();
}

/** Tests, solutions, solves and submissions of the given puzzles (all of them when `ids` is undefined). */
async function figuresOf(db: Kysely<DB>, ids?: number[]): Promise<Map<number, PuzzleFigures>> {
  const some = ids !== undefined;
  const only = ids ?? [];
  const [tests, solutions, solves, submissions] = await Promise.all([
    db
      .selectFrom('puzzle_tests')
      .select((eb) => [
        'puzzle_id',
        eb.fn.countAll<number>().as('tests'),
        eb.fn.sum<number>('hidden').as('hidden'),
      ])
      .$if(some, (query) => query.where('puzzle_id', 'in', only))
      .groupBy('puzzle_id')
      .execute(),
    db
      .selectFrom('puzzle_code')
      .select(['puzzle_id', 'language'])
      .where('solution', 'is not', null)
      .where('solution', '!=', '')
      .$if(some, (query) => query.where('puzzle_id', 'in', only))
      .execute(),
    db
      .selectFrom('puzzle_progress')
      .select((eb) => ['puzzle_id', eb.fn.countAll<number>().as('solves')])
      .where('status', '=', 'completed')
      .$if(some, (query) => query.where('puzzle_id', 'in', only))
      .groupBy('puzzle_id')
      .execute(),
    db
      .selectFrom('submissions')
      .select((eb) => [
        'puzzle_id',
        eb.fn.countAll<number>().as('submissions'),
        eb.fn.sum<number>(eb.case().when('verdict', '=', 'ACCEPTED').then(1).else(0).end()).as('accepted'),
      ])
      .$if(some, (query) => query.where('puzzle_id', 'in', only))
      .groupBy('puzzle_id')
      .execute(),
  ]);
  const figures = new Map<number, PuzzleFigures>();
  const of = (id: number): PuzzleFigures => {
    let entry = figures.get(id);
    if (!entry) {
      entry = { tests: 0, hiddenTests: 0, solutionLanguages: [], solves: 0, submissions: 0, accepted: 0 };
      figures.set(id, entry);
    }
    return entry;
  };
  for (const row of tests) {
    of(row.puzzle_id).tests = Number(row.tests);
    of(row.puzzle_id).hiddenTests = Number(row.hidden ?? 0);
  }
  for (const row of solutions) of(row.puzzle_id).solutionLanguages.push(row.language);
  for (const row of solves) of(row.puzzle_id).solves = Number(row.solves);
  for (const row of submissions) {
    of(row.puzzle_id).submissions = Number(row.submissions);
    of(row.puzzle_id).accepted = Number(row.accepted ?? 0);
  }
  return figures;
}

const NO_FIGURES: PuzzleFigures = {
  tests: 0,
  hiddenTests: 0,
  solutionLanguages: [],
  solves: 0,
  submissions: 0,
  accepted: 0,
};

export async function listAdminPuzzles(
  ctx: ServiceContext,
  scope: PuzzleScope = SHARED_CATALOGUE,
): Promise<AdminPuzzleSummary[]> {
  const rows = await puzzleRows(ctx.db, scope);
  const figures = await figuresOf(ctx.db, isShared(scope) ? undefined : rows.map((row) => row.id));
  return rows.map((row) => presentAdminPuzzleSummary(row, figures.get(row.id) ?? NO_FIGURES));
}

/** One puzzle in full; in a class's or a contest's scope, only its own. */
export async function getAdminPuzzle(
  ctx: ServiceContext & StoreReader,
  id: number,
  scope: PuzzleScope = SHARED_CATALOGUE,
): Promise<AdminPuzzle> {
  const [row] = await puzzleRows(ctx.db, scope, id);
  if (!row) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.noSuchPuzzle);
  return detailOf(ctx, row);
}

async function detailOf(store: StoreReader, row: PuzzleRow): Promise<AdminPuzzle> {
  // Catalogue tests can be megabytes: only their first characters are read. Panel-made ones are whole, so
  // an edit can send them back as they are.
  const preview = row.origin === 'content' ? ADMIN_TEST_PREVIEW_CHARS : null;
  const { db } = store;
  const [figures, tests, code] = await Promise.all([
    figuresOf(db, [row.id]),
    preview === null
      ? puzzleTests(store, row.id, 'all').then((all) =>
          all.map((test) => ({ ...test, hidden: test.hidden ? (1 as const) : (0 as const), cut: 0 })),
        )
      : puzzleTestPreviews(store, row.id, preview),
    db
      .selectFrom('puzzle_code')
      .select(['language', 'starter', 'solution'])
      .where('puzzle_id', '=', row.id)
      .execute(),
  ]);
  return presentAdminPuzzle(row, figures.get(row.id) ?? NO_FIGURES, { tests, code });
}

/** The panel's Validate button: the judge's report on the payload's solutions and starters, nothing stored. */
export async function validatePuzzle(
  ctx: AdminPuzzleContext,
  fields: PuzzleFields,
): Promise<PuzzleProofResponse> {
  await requireCategory(ctx.db, fields.categoryId);
  return proofReport(await provePuzzle(ctx.judge, fromPuzzleFields(fields)));
}

export async function createPuzzle(
  ctx: AdminPuzzleContext,
  actorId: number,
  fields: PuzzleFields,
  scope: PuzzleScope = SHARED_CATALOGUE,
): Promise<AdminPuzzle> {
  await requireCategory(ctx.db, fields.categoryId);
  // The judge first, outside any transaction: a puzzle that is not proven is never stored.
  await requireProven(ctx.judge, fromPuzzleFields(fields));
  const judging = storedJudging(fields.limits ?? {}, fields.checker ?? { type: 'lines' });
  const id = await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const last = await trx
      .selectFrom('puzzles')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .where('category_id', '=', fields.categoryId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('puzzles')
      .values({
        ...puzzleColumns(fields, now),
        ...judging,
        slug: newPuzzleSlug('admin', fields.title),
        sort_order: Number(last?.last ?? 0) + 1,
        origin: 'admin',
        class_id: scope.classId,
        contest_id: scope.contestId,
        created_by: actorId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceTestsAndCode(trx, row.id, panelContent(fields));
    await recordAudit(trx, now, {
      actorId,
      action: 'puzzle.create',
      target: { type: 'puzzle', id: row.id, label: fields.title },
      summary: `Created ${fields.title} (${fields.difficulty}, ${ADMIN_PUZZLE_POINTS[fields.difficulty]} points, ${fields.testCases.length} tests)${forScope(scope)}`,
    });
    return row.id;
  });
  return getAdminPuzzle(ctx, id, scope);
}

export async function updatePuzzle(
  ctx: AdminPuzzleContext,
  actorId: number,
  id: number,
  fields: PuzzleFields,
  scope: PuzzleScope = SHARED_CATALOGUE,
): Promise<AdminPuzzle> {
  const before = await requireEditable(ctx.db, id, scope);
  await requireCategory(ctx.db, fields.categoryId);
  // Limits and a checker the edit leaves out stay as they are (an imported package's, say), and judge it.
  const judged: PuzzleFields = {
    ...fields,
    limits: fields.limits ?? (before.limits ? (JSON.parse(before.limits) as JudgeLimitOverrides) : {}),
    checker:
      fields.checker ??
      (before.checker ? ZJudgeChecker.parse(JSON.parse(before.checker)) : { type: 'lines' }),
  };
  await requireProven(ctx.judge, fromPuzzleFields(judged));
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    // Checked again inside: the puzzle may not have become something else while the judge ran.
    await requireEditable(trx, id, scope);
    await trx
      .updateTable('puzzles')
      .set({
        ...puzzleColumns(judged, now),
        ...storedJudging(judged.limits ?? {}, judged.checker ?? { type: 'lines' }),
      })
      .where('id', '=', id)
      .execute();
    await replaceTestsAndCode(trx, id, panelContent(fields));
    await recordAudit(trx, now, {
      actorId,
      action: 'puzzle.update',
      target: { type: 'puzzle', id, label: fields.title },
      summary:
        before.title === fields.title
          ? `Edited ${fields.title} (${fields.testCases.length} tests)`
          : `Edited ${before.title}, now titled ${fields.title} (${fields.testCases.length} tests)`,
      details: { previousTitle: before.title },
    });
  });
  return getAdminPuzzle(ctx, id, scope);
}

/**
 * Retires a puzzle: learners no longer see it or submit to it; submissions, XP and achievements already
 * earned stay. Idempotent. Recording who retired it keeps a catalogue puzzle retired across seeding.
 */
export async function retirePuzzle(
  ctx: ServiceContext,
  actorId: number,
  id: number,
  scope: PuzzleScope = SHARED_CATALOGUE,
): Promise<AdminActionResponse> {
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const puzzle = await trx
      .selectFrom('puzzles')
      .select(['id', 'title'])
      .where('id', '=', id)
      .where('owner_id', 'is', null)
      .where(inScope(scope))
      .executeTakeFirst();
    if (!puzzle) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.noSuchPuzzle);
    const retired = await trx
      .updateTable('puzzles')
      .set({ retired_at: sql<number>`coalesce(retired_at, ${now})`, retired_by: actorId })
      .where('id', '=', id)
      .where('retired_by', 'is', null)
      .executeTakeFirst();
    if (Number(retired.numUpdatedRows) === 0) {
      return presentAdminAction(ADMIN_MESSAGES.puzzleAlreadyRetired, false);
    }
    await recordAudit(trx, now, {
      actorId,
      action: 'puzzle.retire',
      target: { type: 'puzzle', id, label: puzzle.title },
      summary: `Retired ${puzzle.title}${forScope(scope)}`,
    });
    return presentAdminAction(ADMIN_MESSAGES.puzzleDeleted, true);
  });
}

/** A query's condition: the puzzle is in the scope's collection. */
export function inScope(scope: PuzzleScope) {
  return (eb: ExpressionBuilder<DB, 'puzzles'>) =>
    eb.and([
      scope.classId === null
        ? eb('puzzles.class_id', 'is', null)
        : eb('puzzles.class_id', '=', scope.classId),
      scope.contestId === null
        ? eb('puzzles.contest_id', 'is', null)
        : eb('puzzles.contest_id', '=', scope.contestId),
    ]);
}

/** An audit summary's ending that names the class or the contest, in its scope. */
export function forScope(scope: PuzzleScope): string {
  if (scope.contestId !== null) return ` for contest #${scope.contestId}`;
  return scope.classId === null ? '' : ` for class #${scope.classId}`;
}

async function requireCategory(db: Kysely<DB>, categoryId: number): Promise<void> {
  const category = await db
    .selectFrom('categories')
    .select('id')
    .where('id', '=', categoryId)
    .executeTakeFirst();
  if (!category) throw new AppError('VALIDATION', ADMIN_MESSAGES.noSuchCategory);
}

async function requireEditable(db: Kysely<DB>, id: number, scope: PuzzleScope) {
  const puzzle = await db
    .selectFrom('puzzles')
    .select(['id', 'title', 'origin', 'limits', 'checker'])
    .where('id', '=', id)
    .where('owner_id', 'is', null)
    .where(inScope(scope))
    .executeTakeFirst();
  if (!puzzle) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.noSuchPuzzle);
  if (puzzle.origin === 'content') throw new AppError('CONFLICT', ADMIN_MESSAGES.catalogueReadOnly);
  return puzzle;
}

function puzzleColumns(fields: PuzzleFields, now: number) {
  return {
    category_id: fields.categoryId,
    title: fields.title,
    description: fields.description,
    difficulty: fields.difficulty,
    topic: null,
    statement: fields.problemStatement,
    constraints: fields.constraints,
    hints: JSON.stringify(fields.hints),
    examples: JSON.stringify(fields.examples),
    points: ADMIN_PUZZLE_POINTS[fields.difficulty],
    stars: PUZZLE_STARS[fields.difficulty],
    updated_at: now,
  };
}

/** Limits and checker as a puzzle's row keeps them: null for the judge's defaults. */
function storedJudging(limits: JudgeLimitOverrides, checker: JudgeCheckerInput) {
  const set = Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined));
  return {
    limits: Object.keys(set).length === 0 ? null : JSON.stringify(set),
    checker: checker.type === 'lines' ? null : JSON.stringify(ZJudgeChecker.parse(checker)),
  };
}

const given = (code: string | undefined): string | null => (code?.trim() ? code : null);

/** The panel's tests and code as a puzzle's content: a missing starter is the language's template. */
function panelContent(fields: PuzzleFields): PuzzleContent {
  const code = (language: Language) => ({
    starter: given(fields.starterCode[language]) ?? starterTemplate(language, fields.checker),
    solution: given(fields.solution[language]),
  });
  return {
    tests: fields.testCases,
    code: Object.fromEntries(
      LANGUAGES.map((language) => [language, code(language)]),
    ) as PuzzleContent['code'],
  };
}
