import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Puzzle, SubmitResult } from '@codequest/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import {
  BuiltProcess,
  PROJECT_ROOT,
  REAL_PUZZLE,
  REAL_SOLUTION_PY,
  requestJson,
  SERVER_DIST,
  signUpOverHttp,
} from './test/installation';
import { freePort } from './test/ports';

/**
 * The web process on a small heap: the built server, on a fresh database, reads the whole real catalogue
 * (hundreds of megabytes of tests) and serves with --max-old-space-size=96. Seeding reads one puzzle at a
 * time, and the judge process, not the web process, reads the tests of a job.
 */

const CONTENT = path.join(PROJECT_ROOT, 'content');
const HEAP_MB = 96;
const built = existsSync(path.join(SERVER_DIST, 'main.js'));

/** The catalogue's puzzle folders (NNN-slug under each track). */
function puzzleFolders(): number {
  return readdirSync(CONTENT, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .flatMap((track) => readdirSync(path.join(CONTENT, track.name)).filter((name) => /^\d{3}-/.test(name)))
    .length;
}

describe.skipIf(!built)(`the web process on a ${HEAP_MB} MB heap`, () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'codequest-small-heap-'));
  let server: BuiltProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('seeds the whole real catalogue on a fresh database, then serves and judges', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = new BuiltProcess(
      'main.js',
      {
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATABASE_URL: '',
        REDIS_URL: '',
        SMTP_URL: '',
        JUDGE_UID_BASE: '',
      },
      [`--max-old-space-size=${HEAP_MB}`],
    );
    const folders = puzzleFolders();
    const seeded = await server.waitFor((line) => line.msg === 'catalogue seeded', 180_000);
    expect(seeded).toMatchObject({ puzzles: folders, problems: 0 });
    await server.waitFor((line) => String(line.msg).startsWith('judge ready'), 120_000);

    const signup = await signUpOverHttp(baseUrl, `heap${process.pid}`);
    expect(signup.status).toBe(200);
    const puzzles = await requestJson<Puzzle[]>(baseUrl, 'GET', '/api/puzzles', signup.body.token);
    expect(puzzles.body).toHaveLength(folders);
    const puzzle = puzzles.body.find((each) => REAL_PUZZLE.slug.endsWith(each.slug)) as Puzzle;
    const submit = await requestJson<SubmitResult>(baseUrl, 'POST', '/api/code/submit', signup.body.token, {
      puzzleId: puzzle.id,
      language: 'python',
      code: REAL_SOLUTION_PY,
    });
    expect(submit.body).toMatchObject({ verdict: 'ACCEPTED' });
  }, 300_000);
});
