import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { chmod, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { COMPILE_SERVICE_CLASS, COMPILE_SERVICE_SOURCE } from '../java/compile-service-source';
import { LAUNCHER_SOURCE } from './launcher-source';

/**
 * Builds the judge's two helpers at first use, into the cache folder, named by a hash of their source so a
 * changed source is rebuilt and several judge processes can share one cache: each builds in a private
 * temporary folder and renames the result into place (the first rename wins, the others are discarded).
 */

const run = promisify(execFile);
const BUILD_TIMEOUT_MS = 120_000;

function sourceHash(source: string): string {
  return createHash('sha256').update(source).digest('hex').slice(0, 16);
}

async function isBuilt(target: string): Promise<boolean> {
  try {
    await stat(target);
    return true;
  } catch {
    return false;
  }
}

async function buildOnce(
  cacheDir: string,
  target: string,
  build: (scratch: string) => Promise<string>,
): Promise<string> {
  if (await isBuilt(target)) return target;
  const scratch = await mkdtemp(path.join(cacheDir, '.build-'));
  try {
    const built = await build(scratch);
    await rename(built, target).catch(async (error: NodeJS.ErrnoException) => {
      if (!(await isBuilt(target))) throw error;
    });
    return target;
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Part of the cache key: a change of how a helper is built must rebuild it too. */
const LAUNCHER_BUILD = 'gcc -static -O2 (dynamic if static fails)';

/** The launcher binary (see launcher-source.ts). */
export function buildLauncher(cacheDir: string, gcc: string): Promise<string> {
  const target = path.join(cacheDir, `launcher-${sourceHash(LAUNCHER_BUILD + LAUNCHER_SOURCE)}`);
  return buildOnce(cacheDir, target, async (scratch) => {
    const source = path.join(scratch, 'launcher.c');
    const binary = path.join(scratch, 'launcher');
    await writeFile(source, LAUNCHER_SOURCE);
    const flags = ['-std=gnu17', '-O2', '-Wall', '-o', binary, source];
    // Static: it is exec'd twice per run, and skipping the dynamic loader saves a millisecond each time.
    await run(gcc, ['-static', ...flags], { timeout: BUILD_TIMEOUT_MS }).catch(() =>
      run(gcc, flags, { timeout: BUILD_TIMEOUT_MS }),
    );
    await chmod(binary, 0o755);
    return binary;
  });
}

/** A folder holding the compile service's class files. */
export function buildCompileService(cacheDir: string, javac: string): Promise<string> {
  const target = path.join(cacheDir, `compile-service-${sourceHash(COMPILE_SERVICE_SOURCE)}`);
  return buildOnce(cacheDir, target, async (scratch) => {
    const source = path.join(scratch, `${COMPILE_SERVICE_CLASS}.java`);
    const classes = path.join(scratch, 'classes');
    await writeFile(source, COMPILE_SERVICE_SOURCE);
    await run(javac, ['--release', '17', '-d', classes, source], { timeout: BUILD_TIMEOUT_MS });
    await chmod(classes, 0o755);
    return classes;
  });
}
