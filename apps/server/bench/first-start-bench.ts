import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freePort, json, npmStart, ROOT, started, stopGroup } from './npm-start';

/**
 * `npm run bench:first-start`: `npm start` as on a fresh clone after `npm ci` (the build done, no generated
 * test built, a new data folder), on a copy of the catalogue: seconds until it serves, until the judge's
 * self-test is done, and until every puzzle is listed. Beside it in the same run, the way set-up did it
 * before: the generated tests built first (content-build.js), then `npm start`.
 * Goal: serving in under 60 s.
 */

const CONTENT = path.join(ROOT, 'content');

interface Times {
  serving: number;
  judging: number;
  everyPuzzle: number;
}

/** A copy of the catalogue without its cache, readable by the service user. */
function freshCatalogue(dir: string): string {
  const copy = path.join(dir, 'content');
  cpSync(CONTENT, copy, { recursive: true, filter: (source) => path.basename(source) !== '.cache' });
  spawnSync('chmod', ['-R', 'a+rX', dir]);
  return copy;
}

function puzzleCount(): number {
  return readdirSync(CONTENT)
    .filter((track) => !track.startsWith('.') && statSync(path.join(CONTENT, track)).isDirectory())
    .flatMap((track) => readdirSync(path.join(CONTENT, track)).filter((name) => /^\d{3}-/.test(name))).length;
}

async function firstStart(buildFirst: boolean): Promise<Times> {
  const dir = mkdtempSync(path.join(tmpdir(), 'codequest-first-start-'));
  const content = freshCatalogue(dir);
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const seconds = () => (performance.now() - began) / 1000;
  if (buildFirst) {
    const build = spawnSync(process.execPath, [path.join(ROOT, 'apps/server/dist/content-build.js')], {
      env: { ...process.env, CONTENT_DIR: content },
      encoding: 'utf8',
    });
    if (build.status !== 0) throw new Error(`content-build failed: ${build.stdout}${build.stderr}`);
  }
  const child = npmStart(dir, port, { CONTENT_DIR: content });
  try {
    await started(baseUrl, child, 'serving');
    const serving = seconds();
    await started(baseUrl, child, 'judging');
    const judging = seconds();
    const expected = puzzleCount();
    for (;;) {
      const { body } = await json<unknown[]>(`${baseUrl}/api/puzzles`);
      if (Array.isArray(body) && body.length >= expected) break;
      if (seconds() > 600)
        throw new Error(
          `only ${Array.isArray(body) ? body.length : 0} of ${expected} puzzles after 10 minutes`,
        );
      await delay(250);
    }
    return { serving, judging, everyPuzzle: seconds() };
  } finally {
    await stopGroup(child);
    rmSync(dir, { recursive: true, force: true });
  }
}

const now = await firstStart(false);
const before = await firstStart(true);
const row = (name: string, times: Times) =>
  console.log(
    `${name.padEnd(34)} ${times.serving.toFixed(1).padStart(8)} s ${times.judging.toFixed(1).padStart(8)} s ${times.everyPuzzle.toFixed(1).padStart(10)} s`,
  );
console.log(
  `first start on a catalogue of ${puzzleCount()} puzzles, no generated test built, a new data folder\n`,
);
console.log(
  `${''.padEnd(34)} ${'serving'.padStart(10)} ${'judging'.padStart(10)} ${'every puzzle'.padStart(12)}`,
);
row('npm start (builds beside it)', now);
row('build first, then npm start', before);
console.log(`\ngoal: serving in under 60 s: ${now.serving < 60 ? 'met' : 'not met'}`);
