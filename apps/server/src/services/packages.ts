import {
  ADMIN_MESSAGES,
  ADMIN_PUZZLE_POINTS,
  type AdminPuzzle,
  byLanguage,
  type Difficulty,
  type JudgeCheckerInput,
  type JudgeLimitOverrides,
  LANGUAGES,
  type Language,
  PACKAGE_MESSAGES,
  type PackageImportQuery,
  type PackageImportResponse,
  type PackageProblemReport,
  PUZZLE_STARS,
  starterTemplate,
  ZJudgeChecker,
} from '@codequest/contracts';
import type { Judge } from '@codequest/judge';
import type { Kysely } from 'kysely';
import { replaceTestsAndCode } from '../commands/puzzle-content';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import { newPuzzleSlug } from '../lib/slugs';
import { readPackageInThread } from '../packages/in-thread';
import { type ProblemProof, proveProblem } from '../packages/prove';
import type { PackageProblem, ReadPackage } from '../packages/read';
import { type ExportedPuzzle, exportProblem } from '../packages/write';
import { PackageError } from '../packages/zip';
import { provePuzzle } from '../proof/prove';
import { proofReport } from '../proof/report';
import { puzzleTests, type StoreReader } from '../test-store/store';
import { forScope, getAdminPuzzle, inScope, type PuzzleScope, SHARED_CATALOGUE } from './admin-puzzles';
import { recordAudit } from './audit';
import type { ServiceContext } from './context';

/**
 * Problem packages as administrators use them, and teachers for their classes: importing a zip of one
 * problem or several (each read by packages/read.ts, proven by judging its own submissions,
 * packages/prove.ts, and stored live or as a draft), publishing a draft once its reference solutions pass,
 * and exporting a puzzle as a package. Each works in a scope (services/admin-puzzles.ts): the shared
 * catalogue's, or one class's own puzzles (services/class-puzzles.ts checks the teacher first).
 */

export interface PackageContext extends ServiceContext, StoreReader {
  judge: Pick<Judge, 'judge'>;
}

/** Imported puzzles go to the first track, as easy ones, unless the request says otherwise. */
const DEFAULT_DIFFICULTY: Difficulty = 'easy';

export async function importPackage(
  ctx: PackageContext,
  actorId: number,
  zip: Buffer,
  query: PackageImportQuery,
  scope: PuzzleScope = SHARED_CATALOGUE,
): Promise<PackageImportResponse> {
  const started = performance.now();
  const categoryId = await categoryFor(ctx.db, query.categoryId);
  const difficulty = query.difficulty ?? DEFAULT_DIFFICULTY;
  let read: ReadPackage;
  try {
    read = await readPackageInThread(zip);
  } catch (error) {
    if (error instanceof PackageError) throw new AppError('VALIDATION', error.message);
    throw error;
  }
  const problems: PackageProblemReport[] = [];
  // One problem at a time: each already spreads its submissions over every judge slot.
  for (const problem of read.problems) {
    if (problem.refusals.length > 0) {
      problems.push(reportOf(problem, null, null));
      continue;
    }
    const proof = await proveProblem(ctx.judge, problem);
    const puzzleId = await storeProblem(ctx, actorId, { problem, proof, categoryId, difficulty, scope });
    problems.push(reportOf(problem, proof, puzzleId));
  }
  return { problems, elapsedMs: Math.round(performance.now() - started) };
}

async function categoryFor(db: Kysely<DB>, requested: number | undefined): Promise<number> {
  let query = db.selectFrom('categories').select('id').orderBy('sort_order').orderBy('id');
  if (requested !== undefined) query = query.where('id', '=', requested);
  const category = await query.executeTakeFirst();
  if (!category) throw new AppError('VALIDATION', ADMIN_MESSAGES.noSuchCategory);
  return category.id;
}

function reportOf(
  problem: PackageProblem,
  proof: ProblemProof | null,
  puzzleId: number | null,
): PackageProblemReport {
  return {
    folder: problem.folder,
    title: problem.title,
    status: proof === null ? 'refused' : proof.passed ? 'live' : 'draft',
    puzzleId,
    sampleTests: problem.tests.filter((test) => !test.hidden).length,
    secretTests: problem.tests.filter((test) => test.hidden).length,
    limits: proof?.limits ?? {},
    timeLimitSource: proof?.timeLimitSource ?? 'default',
    checker: ZJudgeChecker.parse(problem.checker),
    submissions: proof?.submissions.map((entry) => entry.report) ?? [],
    inputValidators: proof?.inputValidators ?? [],
    notes: [...problem.notes, ...(proof?.notes ?? [])],
    problems: proof === null ? problem.refusals : proof.problems,
  };
}

/** A first sentence of the statement, without markup: the list's one-line description. */
function descriptionOf(problem: PackageProblem): string {
  const text = problem.statement
    .split(/\n\s*\n/)
    .map((paragraph) =>
      paragraph
        .replace(/\*\*|`|\$/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .find((paragraph) => paragraph.length > 20);
  const sentence = text?.match(/^.+?[.!?](\s|$)/)?.[0].trim() ?? text ?? problem.title;
  return sentence.length > 200 ? `${sentence.slice(0, 197)}…` : sentence;
}

/** The fastest passing accepted submission in each language: the puzzle's reference solutions. */
function referencesOf(proof: ProblemProof): Partial<Record<Language, string>> {
  const best = new Map<Language, { source: string; cpuMs: number }>();
  for (const { submission, report } of proof.submissions) {
    if (report.verdict !== 'ACCEPTED' || !report.asExpected) continue;
    const current = best.get(submission.language);
    if (!current || report.cpuMs < current.cpuMs)
      best.set(submission.language, { source: submission.source, cpuMs: report.cpuMs });
  }
  return Object.fromEntries([...best].map(([language, entry]) => [language, entry.source]));
}

async function storeProblem(
  ctx: PackageContext,
  actorId: number,
  input: {
    problem: PackageProblem;
    proof: ProblemProof;
    categoryId: number;
    difficulty: Difficulty;
    scope: PuzzleScope;
  },
): Promise<number> {
  const { problem, proof, categoryId, difficulty, scope } = input;
  const references = referencesOf(proof);
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const last = await trx
      .selectFrom('puzzles')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .where('category_id', '=', categoryId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('puzzles')
      .values({
        slug: newPuzzleSlug('admin', problem.title),
        category_id: categoryId,
        title: problem.title,
        description: descriptionOf(problem),
        difficulty,
        topic: null,
        statement: problem.statement,
        constraints: problem.constraints,
        hints: '[]',
        examples: JSON.stringify(problem.examples),
        points: ADMIN_PUZZLE_POINTS[difficulty],
        stars: PUZZLE_STARS[difficulty],
        sort_order: Number(last?.last ?? 0) + 1,
        limits: JSON.stringify(proof.limits),
        checker: problem.checker.type === 'lines' ? null : JSON.stringify(problem.checker),
        origin: 'admin',
        class_id: scope.classId,
        contest_id: scope.contestId,
        created_by: actorId,
        created_at: now,
        updated_at: now,
        draft: proof.passed ? 0 : 1,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceTestsAndCode(trx, row.id, {
      tests: problem.tests,
      code: byLanguage((language) => ({
        // Imported problems have no starter code: the editor gets the template that reads standard input
        // (line by line as the judge speaks, for an interactive problem).
        starter: starterTemplate(language, problem.checker),
        solution: references[language] ?? null,
      })),
    });
    for (const { name, data } of problem.attachments)
      await trx
        .insertInto('puzzle_attachments')
        .values({
          puzzle_id: row.id,
          name,
          bytes: data.byteLength,
          data: Buffer.from(data.buffer, data.byteOffset, data.byteLength),
        })
        .execute();
    await recordAudit(trx, now, {
      actorId,
      action: 'puzzle.import',
      target: { type: 'puzzle', id: row.id, label: problem.title },
      summary: `Imported ${problem.title}${forScope(scope)} from a problem package (${problem.tests.length} tests, ${proof.submissions.length} submissions judged, ${proof.passed ? 'live' : 'kept as a draft'})`,
      details: { folder: problem.folder, problems: proof.problems.slice(0, 20) },
    });
    return row.id;
  });
}

/**
 * Publishes a draft: its stored reference solutions must pass every stored test, within its limits and by
 * its checker (the one proof, proof/), as after an administrator fixed it in the panel.
 */
export async function publishDraft(
  ctx: PackageContext,
  actorId: number,
  id: number,
  scope: PuzzleScope = SHARED_CATALOGUE,
): Promise<AdminPuzzle> {
  const puzzle = await ctx.db
    .selectFrom('puzzles')
    .select(['id', 'title', 'draft', 'limits', 'checker'])
    .where('id', '=', id)
    .where('owner_id', 'is', null)
    .where(inScope(scope))
    .executeTakeFirst();
  if (!puzzle) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.noSuchPuzzle);
  if (puzzle.draft === 0) throw new AppError('CONFLICT', PACKAGE_MESSAGES.alreadyLive);
  const [tests, code] = await Promise.all([
    puzzleTests(ctx, id, 'all'),
    ctx.db.selectFrom('puzzle_code').select(['language', 'solution']).where('puzzle_id', '=', id).execute(),
  ]);
  const references: Partial<Record<Language, string>> = {};
  for (const entry of code) if (entry.solution?.trim()) references[entry.language] = entry.solution;
  const report = proofReport(
    await provePuzzle(ctx.judge, {
      tests: tests.map((test, index) => ({ name: String(index + 1), ...test })),
      references,
      starters: {},
      startersMustCompile: false,
      wrong: [],
      large: [],
      limits: puzzle.limits ? (JSON.parse(puzzle.limits) as JudgeLimitOverrides) : undefined,
      checker: puzzle.checker ? (JSON.parse(puzzle.checker) as JudgeCheckerInput) : undefined,
    }),
  );
  if (report.failure) throw new AppError('VALIDATION', report.failure.message);
  if (!report.passed) throw new AppError('VALIDATION', ADMIN_MESSAGES.solutionRequired);
  await ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    const published = await trx
      .updateTable('puzzles')
      .set({ draft: 0, updated_at: now })
      .where('id', '=', id)
      .where('draft', '=', 1)
      .executeTakeFirst();
    if (Number(published.numUpdatedRows) === 0) return;
    await recordAudit(trx, now, {
      actorId,
      action: 'puzzle.publish',
      target: { type: 'puzzle', id, label: puzzle.title },
      summary: `Published ${puzzle.title}${forScope(scope)}`,
    });
  });
  return getAdminPuzzle(ctx, id, scope);
}

/**
 * A puzzle as a problem package, hidden tests included: for administrators and the operator, and for a
 * class's teachers, their class's own puzzles.
 */
export async function exportPuzzle(
  ctx: StoreReader,
  id: number,
  scope: PuzzleScope = SHARED_CATALOGUE,
): Promise<ExportedPuzzle> {
  const puzzle = await ctx.db
    .selectFrom('puzzles')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', 'is', null)
    .where(inScope(scope))
    .executeTakeFirst();
  if (!puzzle) throw new AppError('NOT_FOUND', ADMIN_MESSAGES.noSuchPuzzle);
  const [tests, code, attachments] = await Promise.all([
    puzzleTests(ctx, id, 'all'),
    ctx.db.selectFrom('puzzle_code').select(['language', 'solution']).where('puzzle_id', '=', id).execute(),
    ctx.db
      .selectFrom('puzzle_attachments')
      .select(['name', 'data'])
      .where('puzzle_id', '=', id)
      .orderBy('name')
      .execute(),
  ]);
  return exportProblem({
    slug: puzzle.slug,
    title: puzzle.title,
    statement: puzzle.statement,
    constraints: puzzle.constraints,
    examples: JSON.parse(puzzle.examples),
    limits: puzzle.limits ? (JSON.parse(puzzle.limits) as JudgeLimitOverrides) : {},
    checker: ZJudgeChecker.parse(puzzle.checker ? JSON.parse(puzzle.checker) : { type: 'lines' }),
    tests,
    references: LANGUAGES.flatMap((language) => {
      const solution = code.find((entry) => entry.language === language)?.solution;
      return solution?.trim() ? [{ language, source: solution }] : [];
    }),
    wrong: [],
    attachments,
  });
}

/** Every puzzle of the shared catalogue that an export covers, live and draft (not retired, no class's or contest's own). */
export async function exportablePuzzles(ctx: ServiceContext): Promise<Array<{ id: number; slug: string }>> {
  return ctx.db
    .selectFrom('puzzles')
    .select(['id', 'slug'])
    .where('owner_id', 'is', null)
    .where('class_id', 'is', null)
    .where('contest_id', 'is', null)
    .where('retired_at', 'is', null)
    .orderBy('id')
    .execute();
}
