import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The bundles `npm start` (the launcher, the server, its judge process, its seeding thread) and `npm run worker` run, built as set-up builds them: each must load every module
 * it imports (a registry package bundled by mistake fails only then). Loading is proven by reaching the
 * configuration check, which refuses a bad value and exits 1.
 */

const serverRoot = path.resolve(import.meta.dirname, '..');
let outDir: string;

function run(entry: string, env: Record<string, string>) {
  return spawnSync(process.execPath, [path.join(outDir, entry)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

/** The registry packages a bundle loads: its own imports and its chunks', followed through. */
function registryImports(entry: string): string[] {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(path.join(outDir, file), 'utf8');
    for (const [, specifier] of source.matchAll(/^import[^;]*?from "([^"]+)"/gm)) {
      if (specifier?.startsWith('./')) visit(specifier.slice(2));
      else if (specifier && !specifier.startsWith('node:')) packages.add(specifier);
    }
  };
  visit(entry);
  return [...packages].sort();
}

describe('the server bundles', () => {
  beforeAll(() => {
    // Inside the package, so the bundles find node_modules as dist/ does.
    const cache = path.join(serverRoot, 'node_modules', '.cache');
    mkdirSync(cache, { recursive: true });
    outDir = mkdtempSync(path.join(cache, 'bundle-test-'));
    const build = spawnSync('npx', ['tsup', '--out-dir', outDir, '--silent'], {
      cwd: serverRoot,
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(build.status, build.stderr).toBe(0);
  }, 130_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('main.js loads, then refuses a bad configuration', () => {
    const result = run('main.js', { REDIS_URL: 'http://not-redis' });
    expect(result.stderr).toContain('REDIS_URL must start with redis://');
    expect(result.status).toBe(1);
  });

  it('launcher.js loads, then refuses a bad configuration', () => {
    const result = run('launcher.js', { REDIS_URL: 'http://not-redis' });
    expect(result.stderr).toContain('REDIS_URL must start with redis://');
    expect(result.status).toBe(1);
  });

  // It stays resident beside the web process for as long as CodeQuest runs: only what supervising takes.
  it('launcher.js imports neither the Redis transport nor the database', () => {
    expect(registryImports('launcher.js')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(bullmq|ioredis|better-sqlite3|pg|kysely|fastify)$/)]),
    );
    expect(registryImports('launcher.js')).toContain('pino');
  });

  it('judge-host.js loads, then asks for the server that starts it', () => {
    const result = run('judge-host.js', {});
    expect(result.stderr).toContain('started by the CodeQuest server');
    expect(result.status).toBe(1);
  });

  it('catalogue-seed.js loads, then says it is the server’s thread', () => {
    const result = run('catalogue-seed.js', {});
    expect(result.stderr).toContain('the seeding thread started by the CodeQuest server');
    expect(result.status).toBe(1);
  });

  it('similarity-thread.js loads, then says it is the server’s thread', () => {
    const result = run('similarity-thread.js', {});
    expect(result.stderr).toContain('a thread started by the CodeQuest server');
    expect(result.status).toBe(1);
  });

  it('package-reader.js loads, then says it is the server’s thread', () => {
    const result = run('package-reader.js', {});
    expect(result.stderr).toContain('a thread started by the CodeQuest server');
    expect(result.status).toBe(1);
  });

  it('worker.js loads, then asks for REDIS_URL', () => {
    const result = run('worker.js', { REDIS_URL: '', LOG_LEVEL: 'info' });
    expect(result.stdout).toContain('set REDIS_URL');
    expect(result.status).toBe(1);
  });
});
