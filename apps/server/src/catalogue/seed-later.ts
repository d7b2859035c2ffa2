import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseOptions } from '../db/database';
import type { CatalogueBuilt } from './build-beside';
import { seedInThread } from './seed-in-thread';

/**
 * The puzzles a start left out because their generated tests were not built yet (a first start, or a
 * generator changed) join the catalogue once the server serves: started by the launcher, the web process
 * waits for the launcher's build (build-beside.ts), then seeds; otherwise it builds them itself, in the
 * seeding thread, which then seeds them. Either way, in a thread of its own, as every seed at start.
 */

/**
 * Settles when the launcher says the generated tests are built. Listened for before the start's seed: a word
 * that came earlier still could only mean a build that ended before that seed read the catalogue, which then
 * left nothing waiting but puzzles whose build failed.
 */
export function launcherBuilt(): Promise<void> {
  return new Promise((resolve) => {
    const heard = (message: CatalogueBuilt | { type?: unknown }) => {
      if (message?.type !== 'catalogue-built') return;
      process.off('message', heard);
      resolve();
    };
    process.on('message', heard);
  });
}

export async function seedLater(
  options: {
    contentDir: string;
    database: DatabaseOptions;
    logLevel: string;
    /** The launcher's build, when it builds them (launcherBuilt); unset: this process builds them. */
    builtByLauncher: Promise<void> | undefined;
  },
  log: FastifyBaseLogger,
): Promise<void> {
  const { contentDir, database, logLevel, builtByLauncher } = options;
  try {
    if (builtByLauncher) await builtByLauncher;
    const report = await seedInThread(
      { contentDir, database, force: false, build: builtByLauncher === undefined, logLevel },
      log,
    );
    if (report !== 'unchanged' && report.pending > 0)
      log.warn(
        `catalogue: ${report.pending} puzzles still lack their generated tests (their errors are above) and are left out until a start builds them`,
      );
  } catch (error) {
    log.error(
      `catalogue: seeding the puzzles whose generated tests were built failed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
