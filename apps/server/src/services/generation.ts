import { randomInt } from 'node:crypto';
import {
  ADMIN_PUZZLE_POINTS,
  type AutoUpdateResponse,
  DIFFICULTIES,
  type Difficulty,
  GENERATION,
  GENERATION_MESSAGES,
  type GenerateResponse,
  type GenerationProgress,
  type GenerationProvider,
  PUZZLE_STARS,
} from '@codequest/contracts';
import type { Judge } from '@codequest/judge';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { composeStatement } from '../catalogue/files';
import { puzzleColumns, replaceTestsAndCode } from '../catalogue/seed';
import type { DB } from '../db/schema';
import { statementKey } from '../generation/candidate';
import { FAMILIES } from '../generation/families';
import type { PuzzleFamily } from '../generation/family';
import type { PuzzleProvider } from '../generation/provider';
import type { PuzzleWriter } from '../generation/writer';
import { AppError } from '../lib/errors';
import { newPuzzleSlug } from '../lib/slugs';
import { provePuzzle } from '../proof/prove';
import { fromCandidate, type ProofCandidate } from '../proof/puzzle';
import { problemLines } from '../proof/report';
import { recordAudit } from './audit';
import { listPuzzles, visibleTo } from './catalogue';
import type { ServiceContext } from './context';

/**
 * Puzzle generation: puzzles written by CodeQuest's own families (or, when one is configured, a model),
 * each proven by the judge exactly as the catalogue is, then stored. An administrator's join the shared
 * catalogue (source `generated`, in the audit log); a learner's are personal practice puzzles, under a
 * daily quota. Nothing is stored that the judge has not proven, and nothing that repeats a live puzzle the
 * requester can see (the same normalised statement, or the same family with the same parameters).
 */

export interface GenerationContext extends ServiceContext {
  judge: Pick<Judge, 'judge'>;
  log: FastifyBaseLogger;
  /** The configured model, if any; the families write what it cannot. */
  provider?: PuzzleProvider | undefined;
  /** Where the families write their puzzles: off the event loop. */
  puzzleWriter: Pick<PuzzleWriter, 'write'>;
}

export interface GenerationRequest {
  /** Who asks: a learner's puzzles are their own; an admin's (or the schedule's, id null) are shared. */
  requester: { id: number | null; isAdmin: boolean };
  category?: string | number | undefined;
  difficulty?: Difficulty | undefined;
  count: number;
  /** Called as the work goes on: puzzles being written, proven, ready. */
  onProgress?: (event: GenerationProgress) => void;
  /** The admin's auto-update: recorded as such in the audit log. */
  auto?: boolean;
}

/** Seeds a slot may try (a duplicate or a failed proof costs one) before it gives up. */
const ATTEMPTS_PER_PUZZLE = 6;
const DAY_MS = 24 * 60 * 60 * 1000;

/** What a request will do, checked before any work starts: its tracks, its owner and how many (quota). */
export interface GenerationPlan {
  categories: Array<{ id: number; slug: string; name: string }>;
  ownerId: number | null;
  count: number;
}

/** Checks a request (its track, a learner's quota): 400 or 429 before anything is written. */
export async function planGeneration(
  ctx: ServiceContext,
  request: GenerationRequest,
): Promise<GenerationPlan> {
  const ownerId = request.requester.isAdmin ? null : request.requester.id;
  const families = FAMILIES;
  const all = await resolveCategories(ctx.db, request.category);
  // Any track: those the families can write for (a model, when configured, gets the same tracks).
  const writable = all.filter((category) =>
    families.some(
      (family) =>
        family.track === category.slug &&
        (request.difficulty === undefined || family.difficulties.includes(request.difficulty)),
    ),
  );
  const categories = request.category === undefined && writable.length > 0 ? writable : all;
  if (categories.length === 0) throw new AppError('CONFLICT', GENERATION_MESSAGES.noTracks);
  const count = ownerId === null ? request.count : await withinQuota(ctx, ownerId, request.count);
  return { categories, ownerId, count };
}

export async function generatePuzzles(
  ctx: GenerationContext,
  request: GenerationRequest,
  plan?: GenerationPlan,
): Promise<GenerateResponse> {
  const { categories, ownerId, count } = plan ?? (await planGeneration(ctx, request));
  const personal = ownerId !== null;
  const known = await liveKeys(ctx.db, ownerId);
  const progress = request.onProgress ?? (() => {});
  let ready = 0;
  let fellBack = false;
  let usedProvider = false;
  progress({ type: 'progress', stage: 'writing', ready, count });

  // The tracks in turn, from a random one: three puzzles of any track are one of each.
  const first = randomInt(categories.length);
  const slots = Array.from({ length: count }, (_, index) => {
    const category = categories[(first + index) % categories.length];
    if (!category) throw new Error('no track to generate for');
    const difficulty = request.difficulty ?? pickDifficulty(category.slug);
    return { category, difficulty };
  });
  const stored = await Promise.all(
    slots.map(async ({ category, difficulty }) => {
      let written: Written | undefined;
      if (ctx.provider) {
        written = await fromProvider(ctx, ctx.provider, category.slug, difficulty, known);
        if (written) usedProvider = true;
        else fellBack = true;
      }
      written ??= await fromFamilies(ctx, category.slug, difficulty, known, () =>
        progress({ type: 'progress', stage: 'proving', ready, count }),
      );
      if (!written) return undefined;
      const id = await store(ctx, written, { categoryId: category.id, ownerId, request });
      if (id === undefined) return undefined;
      ready += 1;
      progress({ type: 'puzzle', ready, count, title: written.candidate.meta.title });
      return id;
    }),
  );
  const ids = stored.filter((id): id is number => id !== undefined);
  if (ids.length === 0) throw new AppError('INTERNAL', GENERATION_MESSAGES.failed);
  const wanted = new Set(ids);
  const puzzles = (await listPuzzles(ctx, ownerId)).filter((puzzle) => wanted.has(puzzle.id));
  const provider: GenerationProvider = usedProvider && !fellBack ? 'llm' : 'families';
  return {
    success: true,
    count: puzzles.length,
    puzzles,
    personal,
    provider,
    notice: fellBack ? GENERATION_MESSAGES.providerFellBack : null,
  };
}

/** A candidate ready to store, with how it was made. */
interface Written {
  candidate: ProofCandidate;
  generator: string;
  seed: number | null;
  parameters: Record<string, string | number>;
  keys: { parameters: string; statement: string };
}

/** The live puzzles' keys the requester could see: a new puzzle must match none of them. */
interface KnownKeys {
  statements: Set<string>;
  parameters: Set<string>;
}

async function liveKeys(db: Kysely<DB>, ownerId: number | null): Promise<KnownKeys> {
  const [statements, parameters] = await Promise.all([
    db
      .selectFrom('puzzles')
      .select('statement')
      .where('retired_at', 'is', null)
      .where(visibleTo(ownerId))
      .execute(),
    db
      .selectFrom('generated_puzzles')
      .innerJoin('puzzles', 'puzzles.id', 'generated_puzzles.puzzle_id')
      .select('generated_puzzles.parameters_key')
      .where('puzzles.retired_at', 'is', null)
      .where(visibleTo(ownerId))
      .execute(),
  ]);
  return {
    statements: new Set(statements.map((row) => statementKey(row.statement))),
    parameters: new Set(parameters.map((row) => row.parameters_key)),
  };
}

/**
 * Writes a family's puzzle for fresh seeds until one is new and proven, or the attempts run out. A failed
 * proof is logged (it is a bug in the family) and another seed tried.
 */
async function fromFamilies(
  ctx: GenerationContext,
  track: string,
  difficulty: Difficulty,
  known: KnownKeys,
  onProving: () => void,
): Promise<Written | undefined> {
  const families = FAMILIES.filter(
    (family) => family.track === track && family.difficulties.includes(difficulty),
  );
  if (families.length === 0) return undefined;
  for (let attempt = 0; attempt < ATTEMPTS_PER_PUZZLE; attempt++) {
    const family = families[randomInt(families.length)] as PuzzleFamily;
    const seed = randomInt(1, 2 ** 31 - 1);
    const written = await ctx.puzzleWriter.write(family.id, seed, difficulty).catch((error: Error) => {
      ctx.log.error({ family: family.id, seed, difficulty, err: error }, 'puzzle not written');
      return undefined;
    });
    if (!written) continue;
    const { candidate } = written;
    if (!candidate) {
      ctx.log.warn(
        { family: family.id, seed, difficulty, problems: written.problems },
        'generated puzzle malformed',
      );
      continue;
    }
    const keys = {
      parameters: written.keys.parameters,
      statement: statementKey(composeStatement(candidate.meta)),
    };
    if (isKnown(known, keys)) continue;
    // Claimed before the proof, so that two slots of one request never prove the same puzzle twice.
    claim(known, keys);
    onProving();
    const problems = problemLines(await provePuzzle(ctx.judge, fromCandidate(candidate)));
    if (problems.length > 0) {
      release(known, keys);
      ctx.log.warn({ family: family.id, seed, difficulty, problems }, 'generated puzzle not proven: dropped');
      continue;
    }
    return { candidate, generator: family.id, seed, parameters: written.parameters, keys };
  }
  return undefined;
}

/** The model's puzzle for one slot (it retries with the judge's findings itself), or undefined. */
async function fromProvider(
  ctx: GenerationContext,
  provider: PuzzleProvider,
  track: string,
  difficulty: Difficulty,
  known: KnownKeys,
): Promise<Written | undefined> {
  const topics = FAMILIES.filter((family) => family.track === track).map((family) => family.topic);
  const outcome = await provider.write(
    { track, difficulty, topics: [...new Set(topics)] },
    async (candidate) => {
      const keys = { parameters: '', statement: statementKey(composeStatement(candidate.meta)) };
      if (known.statements.has(keys.statement))
        return ['this puzzle repeats one that already exists: write a different one'];
      return problemLines(await provePuzzle(ctx.judge, fromCandidate(candidate)));
    },
  );
  if (!outcome.candidate) {
    ctx.log.warn(
      { provider: provider.name, track, difficulty, reasons: outcome.reasons },
      'model puzzle dropped',
    );
    return undefined;
  }
  const statement = statementKey(composeStatement(outcome.candidate.meta));
  const keys = { parameters: statement, statement };
  if (isKnown(known, keys)) return undefined;
  claim(known, keys);
  return {
    candidate: outcome.candidate,
    generator: `llm:${provider.name}`,
    seed: null,
    parameters: {},
    keys,
  };
}

const isKnown = (known: KnownKeys, keys: Written['keys']) =>
  known.statements.has(keys.statement) || known.parameters.has(keys.parameters);
function claim(known: KnownKeys, keys: Written['keys']) {
  known.statements.add(keys.statement);
  known.parameters.add(keys.parameters);
}
function release(known: KnownKeys, keys: Written['keys']) {
  known.statements.delete(keys.statement);
  known.parameters.delete(keys.parameters);
}

/**
 * Stores a proven puzzle: live at once, paying what admin-made puzzles pay. A learner's quota is checked
 * again here, inside the transaction, so that racing requests cannot pass it together.
 */
async function store(
  ctx: GenerationContext,
  written: Written,
  where: { categoryId: number; ownerId: number | null; request: GenerationRequest },
): Promise<number | undefined> {
  const { meta } = written.candidate;
  const { request } = where;
  return ctx.db.transaction().execute(async (trx) => {
    const now = ctx.clock();
    if (
      where.ownerId !== null &&
      (await usedToday(trx, where.ownerId, now)).used >= GENERATION.learnerDailyQuota
    )
      return undefined;
    const last = await trx
      .selectFrom('puzzles')
      .select((eb) => eb.fn.max('sort_order').as('last'))
      .where('category_id', '=', where.categoryId)
      .executeTakeFirst();
    const row = await trx
      .insertInto('puzzles')
      .values({
        ...puzzleColumns(meta, where.categoryId, now),
        points: ADMIN_PUZZLE_POINTS[meta.difficulty],
        stars: PUZZLE_STARS[meta.difficulty],
        slug: newPuzzleSlug('generated', meta.title),
        sort_order: Number(last?.last ?? 0) + 1,
        origin: 'generated',
        owner_id: where.ownerId,
        created_by: request.requester.id,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await replaceTestsAndCode(trx, row.id, written.candidate);
    await trx
      .insertInto('generated_puzzles')
      .values({
        puzzle_id: row.id,
        generator: written.generator,
        seed: written.seed,
        parameters: JSON.stringify(written.parameters),
        parameters_key: written.keys.parameters,
        statement_key: written.keys.statement,
        requested_by: request.requester.id,
        created_at: now,
      })
      .execute();
    if (where.ownerId === null)
      await recordAudit(trx, now, {
        actorId: request.requester.id,
        action: 'puzzle.generate',
        target: { type: 'puzzle', id: row.id, label: meta.title },
        summary: `${request.auto ? 'Auto-update generated' : 'Generated'} ${meta.title} (${meta.difficulty}, ${ADMIN_PUZZLE_POINTS[meta.difficulty]} points, ${written.candidate.tests.length} tests, from ${written.generator})`,
        details: { generator: written.generator, seed: written.seed },
      });
    return row.id;
  });
}

async function resolveCategories(db: Kysely<DB>, category: string | number | undefined) {
  const all = await db
    .selectFrom('categories')
    .select(['id', 'slug', 'name'])
    .orderBy('sort_order')
    .execute();
  if (category === undefined) return all;
  const wanted = typeof category === 'number' ? category : category.trim().toLowerCase();
  const found = all.filter(
    (row) => row.id === wanted || row.slug === wanted || row.name.toLowerCase() === wanted,
  );
  if (found.length === 0) throw new AppError('VALIDATION', GENERATION_MESSAGES.noSuchCategory);
  return found;
}

/** A difficulty the track's families can write, at random. */
function pickDifficulty(track: string): Difficulty {
  const offered = DIFFICULTIES.filter((difficulty) =>
    FAMILIES.some((family) => family.track === track && family.difficulties.includes(difficulty)),
  );
  return offered[randomInt(offered.length)] ?? 'easy';
}

/** How many of `count` the learner may still generate today; 429 with Retry-After when none. */
async function withinQuota(ctx: ServiceContext, userId: number, count: number): Promise<number> {
  const now = ctx.clock();
  const { used, oldest } = await usedToday(ctx.db, userId, now);
  const left = GENERATION.learnerDailyQuota - used;
  if (left > 0) return Math.min(count, left);
  const seconds = Math.max(1, Math.ceil(((oldest ?? now) + DAY_MS - now) / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.max(1, Math.ceil((seconds % 3600) / 60));
  const wait =
    hours > 0 ? `${hours} hour${hours === 1 ? '' : 's'}` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  throw new AppError(
    'RATE_LIMITED',
    GENERATION_MESSAGES.quotaReached
      .replace('{quota}', String(GENERATION.learnerDailyQuota))
      .replace('{wait}', wait),
    { headers: { 'retry-after': String(seconds) } },
  );
}

async function usedToday(db: Kysely<DB>, userId: number, now: number) {
  const row = await db
    .selectFrom('generated_puzzles')
    .innerJoin('puzzles', 'puzzles.id', 'generated_puzzles.puzzle_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('used'),
      eb.fn.min('generated_puzzles.created_at').as('oldest'),
    ])
    .where('generated_puzzles.requested_by', '=', userId)
    .where('puzzles.owner_id', '=', userId)
    .where('generated_puzzles.created_at', '>', now - DAY_MS)
    .executeTakeFirst();
  return { used: Number(row?.used ?? 0), oldest: row?.oldest == null ? undefined : Number(row.oldest) };
}

/**
 * The auto-update: GENERATION.autoUpdatePerTrack new shared puzzles for every track, the tracks side by
 * side. It succeeds when any track got puzzles; the tracks that got none are named in the log.
 */
export async function autoUpdate(
  ctx: GenerationContext,
  actorId: number | null,
): Promise<AutoUpdateResponse> {
  const categories = await ctx.db
    .selectFrom('categories')
    .select(['id', 'slug'])
    .orderBy('sort_order')
    .execute();
  if (categories.length === 0) throw new AppError('CONFLICT', GENERATION_MESSAGES.noTracks);
  const results = await Promise.all(
    categories.map((category) =>
      generatePuzzles(ctx, {
        requester: { id: actorId, isAdmin: true },
        category: category.id,
        count: GENERATION.autoUpdatePerTrack,
        auto: true,
      }).catch((error: unknown) => {
        ctx.log.error({ track: category.slug, error }, 'auto-update: no puzzle generated for this track');
        return undefined;
      }),
    ),
  );
  const done = results.filter((result): result is GenerateResponse => result !== undefined);
  if (done.length === 0) throw new AppError('INTERNAL', GENERATION_MESSAGES.autoUpdateFailed);
  const puzzles = done.flatMap((result) => result.puzzles);
  return {
    success: true,
    count: puzzles.length,
    puzzles,
    provider: done.every((result) => result.provider === 'llm') ? 'llm' : 'families',
    notice: done.find((result) => result.notice)?.notice ?? null,
  };
}

/**
 * AUTO_UPDATE_INTERVAL: runs the auto-update every `intervalMs`, as the server itself. Several web
 * processes may each run the schedule: one that finds a scheduled update newer than most of an interval
 * skips its turn.
 */
export function scheduleAutoUpdate(ctx: GenerationContext, intervalMs: number): () => void {
  const run = async () => {
    const last = await ctx.db
      .selectFrom('generated_puzzles')
      .select((eb) => eb.fn.max('created_at').as('last'))
      .where('requested_by', 'is', null)
      .executeTakeFirst();
    if (last?.last != null && ctx.clock() - Number(last.last) < intervalMs * 0.9) return;
    const result = await autoUpdate(ctx, null);
    ctx.log.info({ count: result.count, provider: result.provider }, 'auto-update: puzzles generated');
  };
  const timer = setInterval(() => {
    run().catch((error: unknown) => ctx.log.error({ error }, GENERATION_MESSAGES.autoUpdateFailed));
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
