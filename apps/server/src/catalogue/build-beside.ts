import { type ChildProcess, spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sendIfConnected } from '@codequest/judge/ipc';
import type { Logger } from 'pino';

/**
 * The launcher's side of a first start (or of an upgrade that changed a generator): the catalogue's
 * generated tests are built beside the web process, which serves meanwhile and seeds the puzzles waiting for
 * them once told they are built (seed-later.ts). The launcher builds them, not the web process: the cache lies
 * in the project folder, which the service user may only read. The build (content-build.js, which ends at once
 * when nothing is missing) runs at a lower priority than the server and the judge; its lines go to the log.
 * Kept free of the catalogue's code, so the launcher, resident as long as CodeQuest runs, stays small.
 */

/** The launcher's word to the web process that the generated tests are built (whatever failed is logged). */
export interface CatalogueBuilt {
  type: 'catalogue-built';
}

/** Below the server and the judge: a build never slows what learners wait for. */
const BUILD_NICENESS = 10;

export function buildBeside(web: ChildProcess, log: Logger, env: NodeJS.ProcessEnv): ChildProcess {
  const build = spawn(process.execPath, [path.join(import.meta.dirname, 'content-build.js')], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (build.pid !== undefined) {
    try {
      setPriority(build.pid, BUILD_NICENESS);
    } catch {
      // Not allowed to lower it: the build just competes on equal terms.
    }
  }
  const relay = (stream: NodeJS.ReadableStream) =>
    createInterface({ input: stream }).on('line', (line) => {
      if (line.trim() === '') return;
      if (line.startsWith('✗')) log.error(`catalogue: generated tests: ${line.slice(1).trim()}`);
      else log.info(`catalogue: ${line}`);
    });
  if (build.stdout) relay(build.stdout);
  if (build.stderr) relay(build.stderr);
  let told = false;
  const tell = () => {
    if (told) return;
    told = true;
    const built: CatalogueBuilt = { type: 'catalogue-built' };
    sendIfConnected(web, built);
  };
  build.on('error', (error) => {
    log.error(`catalogue: generated tests could not be built: ${error.message}`);
    tell();
  });
  build.on('close', tell);
  return build;
}
