import { randomInt } from 'node:crypto';
import { DIFFICULTIES, type Difficulty, GENERATION, GENERATION_MESSAGES } from '@codequest/contracts';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { FAMILIES } from '../../generation/families';
import { AppError } from '../../lib/errors';
import type { ServiceContext } from '../context';
import type { GenerationRequest } from './context';

/**
 * What a generation will do, decided before any work starts, so that a bad track or a spent quota is a 400
 * or a 429 before anything is written: its tracks, its owner, how many puzzles (a learner's daily quota),
 * and each puzzle's track and difficulty.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface GenerationPlan {
  categories: Array<{ id: number; slug: string; name: string }>;
  ownerId: number | null;
  count: number;
}

/** One puzzle to write: its track and difficulty. */
export interface GenerationSlot {
  category: GenerationPlan['categories'][number];
  difficulty: Difficulty;
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

/** The plan's puzzles: the tracks in turn, from a random one (three puzzles of any track are one of each). */
export function planSlots(plan: GenerationPlan, difficulty: Difficulty | undefined): GenerationSlot[] {
  const { categories, count } = plan;
  const first = randomInt(categories.length);
  return Array.from({ length: count }, (_, index) => {
    const category = categories[(first + index) % categories.length];
    if (!category) throw new Error('no track to generate for');
    return { category, difficulty: difficulty ?? pickDifficulty(category.slug) };
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

/**
 * The learner's generated puzzles of the last 24 hours, and when the oldest was made: the quota, read here
 * for the plan and again by the store inside its transaction.
 */
export async function usedToday(db: Kysely<DB>, userId: number, now: number) {
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
