import type { Puzzle } from '@codequest/contracts';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseKind } from '../db/database';
import { syncAchievements } from '../services/achievements';
import type { ServiceContext } from '../services/context';
import type { StoreReader } from '../test-store/store';
import { createContentDir, seedFixtureCatalogue } from './catalogue-fixture';
import { createTestDatabase } from './test-database';
import { serverStandIn, startTestServer, type TestServer, type TestServerOptions } from './test-server';

/**
 * A test server, or a bare database, with fixture puzzles seeded: the start of most suites about puzzles
 * and code, one call instead of each suite starting, seeding, listing and cleaning up in its own words.
 */

export interface SeededServer {
  server: TestServer;
  /** The seeded puzzles as the list shows them to anyone. */
  puzzles: Puzzle[];
  /** Closes the server and deletes the catalogue's folder. */
  close(): Promise<void>;
}

/** A test server with a catalogue written by `write` seeded into its database. */
export async function startSeededServer(
  kind: DatabaseKind,
  write: (contentDir: string) => void,
  options: TestServerOptions = {},
): Promise<SeededServer> {
  const server = await startTestServer(kind, options);
  const catalogue = await seedFixtureCatalogue(server.app.ctx, write, server.contentDir);
  const puzzles = (await server.request<Puzzle[]>('GET', '/api/puzzles')).body;
  return {
    server,
    puzzles,
    async close() {
      await server.close();
      catalogue.remove();
    },
  };
}

export interface SeededSuite {
  /** Stands for the suite's server: every field and call reaches the real one once the suite has started. */
  server: TestServer;
  puzzles(): Puzzle[];
  /** A seeded puzzle's id by its slug (0 for none, which the API refuses). */
  id(slug: string): number;
}

/** For the describe block (or file) it is called in: a seeded server started before its tests, closed after. */
export function useSeededServer(
  kind: DatabaseKind,
  write: (contentDir: string) => void,
  options: TestServerOptions = {},
): SeededSuite {
  let seeded: SeededServer | undefined;
  beforeAll(async () => {
    seeded = await startSeededServer(kind, write, options);
  }, 60_000);
  afterAll(() => seeded?.close());

  const started = (): SeededServer => {
    if (!seeded) throw new Error('useSeededServer(): its server starts with the suite (use it in a test)');
    return seeded;
  };
  return {
    server: serverStandIn(() => started().server),
    puzzles: () => started().puzzles,
    id: (slug) => started().puzzles.find((puzzle) => puzzle.slug === slug)?.id ?? 0,
  };
}

export interface SeededDatabase {
  /** What services and commands take: the database, the clock given, and the catalogue's folder. */
  ctx: ServiceContext & StoreReader;
  /** Each seeded puzzle's id by its slug. */
  puzzleIds: Record<string, number>;
  /** Drops the database and deletes the catalogue's folder. */
  destroy(): Promise<void>;
}

/**
 * A fresh database with a catalogue written by `write` seeded and the achievements in place, for suites
 * that call services and commands straight, without a server.
 */
export async function startSeededDatabase(
  kind: DatabaseKind,
  write: (contentDir: string) => void,
  clock: () => number,
): Promise<SeededDatabase> {
  const test = await createTestDatabase(kind);
  const contentDir = createContentDir();
  const ctx: ServiceContext & StoreReader = { db: test.database.db, clock, contentDir };
  const catalogue = await seedFixtureCatalogue(ctx, write, contentDir);
  await syncAchievements(ctx);
  return {
    ctx,
    puzzleIds: catalogue.puzzleIds,
    async destroy() {
      await test.destroy();
      catalogue.remove();
    },
  };
}
