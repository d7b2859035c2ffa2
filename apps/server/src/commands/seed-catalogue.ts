import type { Kysely } from 'kysely';
import type { CataloguePuzzle, CatalogueReading } from '../catalogue/files';
import { reclaimSpace } from '../db/database';
import type { DB } from '../db/schema';
import type { ServiceContext } from '../services/context';
import { compactStore } from '../test-store/store';
import { puzzleColumns, replaceTestsAndCode } from './puzzle-content';

/**
 * Loads the catalogue into the database, keyed by slug: new puzzles are added, changed ones updated (their
 * id, and so everyone's progress on them, stays), unchanged ones skipped, and puzzles that left the catalogue
 * are retired, never deleted, so learners keep what they earned on them. A puzzle an administrator retired
 * stays retired: its files may still be updated into it, but it does not come back.
 */

export interface SeedReport {
  added: number;
  updated: number;
  unchanged: number;
  retired: number;
  /** Puzzles left for later because their generated tests are not built yet (files.ts, `pending`). */
  pending: number;
}

export type SeedContext = Pick<ServiceContext, 'db' | 'clock'>;

/**
 * Puzzles missing from a catalogue that has problems may only be broken, not removed, and those whose
 * generated tests are still being built are only late: nothing is retired then. The catalogue's puzzles are
 * read as they are seeded (files.ts, readCatalogue), one at a time.
 */
export async function seedCatalogue(
  ctx: SeedContext,
  catalogue: Omit<CatalogueReading, 'policy' | 'pending'> & { pending?: string[] },
): Promise<SeedReport> {
  const report: SeedReport = { added: 0, updated: 0, unchanged: 0, retired: 0, pending: 0 };
  const now = ctx.clock();
  await ctx.db.transaction().execute(async (trx) => {
    const categoryIds = await upsertCategories(trx, catalogue);
    const existing = new Map(
      (
        await trx
          .selectFrom('puzzles')
          .select(['id', 'slug', 'content_hash', 'retired_at', 'retired_by'])
          .where('origin', '=', 'content')
          .execute()
      ).map((row) => [row.slug, row]),
    );
    for (const puzzle of catalogue.puzzles) {
      const categoryId = categoryIds.get(puzzle.track);
      if (categoryId === undefined) throw new Error(`no category for track ${puzzle.track}`);
      const current = existing.get(puzzle.slug);
      existing.delete(puzzle.slug);
      const retiredByAdmin = current !== undefined && current.retired_by !== null;
      if (
        current &&
        current.content_hash === puzzle.hash &&
        (current.retired_at === null || retiredByAdmin)
      ) {
        report.unchanged += 1;
        continue;
      }
      const fields = puzzleFields(puzzle, categoryId, now);
      let puzzleId: number;
      if (current) {
        await trx
          .updateTable('puzzles')
          .set({ ...fields, retired_at: retiredByAdmin ? current.retired_at : null })
          .where('id', '=', current.id)
          .execute();
        puzzleId = current.id;
        report.updated += 1;
      } else {
        const row = await trx
          .insertInto('puzzles')
          .values({ ...fields, slug: puzzle.slug, origin: 'content', created_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        puzzleId = row.id;
        report.added += 1;
      }
      await replaceTestsAndCode(trx, puzzleId, puzzle);
    }
    report.pending = catalogue.pending?.length ?? 0;
    const gone = [...existing.values()].filter((row) => row.retired_at === null).map((row) => row.id);
    if (gone.length > 0 && catalogue.problems.length === 0 && report.pending === 0) {
      await trx.updateTable('puzzles').set({ retired_at: now }).where('id', 'in', gone).execute();
      report.retired = gone.length;
    }
  });
  // What no test uses any more leaves the store, and so do copies of texts a catalogue file holds (made
  // before the store knew where the catalogue's files were): their room goes back to the disk.
  if ((await compactStore(ctx.db)) > 0) await reclaimSpace(ctx.db);
  return report;
}

/** The catalogue this database seeds from its content folder (catalogue_seeds). */
const CONTENT = 'content';

/** The catalogue's version (catalogue/version.ts) as this database last seeded it without a problem. */
export async function seededVersion(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db
    .selectFrom('catalogue_seeds')
    .select('version')
    .where('catalogue', '=', CONTENT)
    .executeTakeFirst();
  return row?.version;
}

export async function recordSeededVersion(ctx: SeedContext, version: string): Promise<void> {
  const seededAt = ctx.clock();
  await ctx.db
    .insertInto('catalogue_seeds')
    .values({ catalogue: CONTENT, version, seeded_at: seededAt })
    .onConflict((conflict) => conflict.column('catalogue').doUpdateSet({ version, seeded_at: seededAt }))
    .execute();
}

async function upsertCategories(
  trx: Kysely<DB>,
  catalogue: Pick<CatalogueReading, 'tracks'>,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const [index, track] of catalogue.tracks.entries()) {
    const fields = {
      name: track.name,
      description: track.description,
      icon: track.icon,
      sort_order: index + 1,
    };
    const row = await trx
      .insertInto('categories')
      .values({ slug: track.slug, ...fields })
      .onConflict((conflict) => conflict.column('slug').doUpdateSet(fields))
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.set(track.slug, row.id);
  }
  return ids;
}

function puzzleFields(puzzle: CataloguePuzzle, categoryId: number, now: number) {
  return {
    ...puzzleColumns(puzzle.meta, categoryId, now),
    sort_order: puzzle.order,
    content_hash: puzzle.hash,
  };
}
