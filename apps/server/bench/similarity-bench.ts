import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SimilarityResponse } from '@codequest/contracts';
import type { BenchServer } from './bench-server';

/**
 * The similarity report of a class of 200 learners, one accepted Python solution each (the catalogue's
 * reference solutions, every puzzle's once, and copies of some of them with comments and blank lines
 * added), asked for once through the real route by an administrator. Goal: 10 s.
 */

const LEARNERS = 200;
const GOAL_SECONDS = 10;

/** The catalogue's Python reference solutions, then copies of the first ones disguised, up to `count`. */
function solutions(contentDir: string, count: number): string[] {
  const originals: string[] = [];
  for (const track of readdirSync(contentDir, { withFileTypes: true })) {
    if (!track.isDirectory() || track.name.startsWith('.')) continue;
    for (const puzzle of readdirSync(path.join(contentDir, track.name))) {
      try {
        originals.push(readFileSync(path.join(contentDir, track.name, puzzle, 'solution.py'), 'utf8'));
      } catch {
        // Not a puzzle folder.
      }
    }
  }
  const all = originals.slice(0, count);
  for (let i = 0; all.length < count; i++) {
    const original = originals[i % originals.length] ?? '';
    all.push(`# my own work\n${original.replaceAll('\n\n', '\n\n\n# step\n')}`);
  }
  return all;
}

export async function benchSimilarity(
  server: BenchServer,
  adminToken: string,
  contentDir: string,
): Promise<void> {
  const { db } = server.app.ctx;
  const now = Date.now();
  const learners = await db.selectFrom('users').select('id').orderBy('id').limit(LEARNERS).execute();
  const puzzle = await db.selectFrom('puzzles').select('id').orderBy('id').executeTakeFirstOrThrow();
  const created = await db
    .insertInto('classes')
    .values({
      name: 'Bench',
      description: '',
      join_code: 'BENCH234',
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('class_members')
    .values(
      learners.map((user) => ({
        class_id: created.id,
        user_id: user.id,
        role: 'learner' as const,
        joined_at: now,
      })),
    )
    .execute();
  const codes = solutions(contentDir, learners.length);
  await db
    .insertInto('submissions')
    .values(
      learners.map((user, index) => ({
        user_id: user.id,
        puzzle_id: puzzle.id,
        language: 'python' as const,
        code: codes[index] ?? '',
        verdict: 'ACCEPTED',
        passed_count: 1,
        total_count: 1,
        results: '[]',
        runtime_ms: 1,
        memory_kb: 1,
        created_at: now,
      })),
    )
    .execute();

  const started = performance.now();
  const response = await fetch(
    `${server.baseUrl}/api/classes/${created.id}/similarity?puzzleId=${puzzle.id}`,
    {
      headers: { authorization: `Bearer ${adminToken}` },
    },
  );
  const seconds = (performance.now() - started) / 1000;
  if (!response.ok)
    throw new Error(`the similarity report answered ${response.status}: ${await response.text()}`);
  const report = (await response.json()) as SimilarityResponse;
  console.log(
    `GET /api/classes/:id/similarity  ${report.solutions.length} solutions, ${report.pairs.length} pairs listed: ` +
      `${seconds.toFixed(2)} s (goal ≤ ${GOAL_SECONDS} s)${seconds > GOAL_SECONDS ? '   OVER THE GOAL!' : ''}`,
  );
}
