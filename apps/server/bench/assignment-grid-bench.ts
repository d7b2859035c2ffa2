import type { BenchServer } from './bench-server';
import { measureRoute } from './route-load';

/**
 * The progress grid of an assignment of 10 puzzles in a class of 200 learners, each with a mix of no try,
 * wrong answers, solves on time and late ones (about 3,000 submissions), read by an administrator through
 * the real route, then its CSV. Goal: p99 ≤ 50 ms one request at a time.
 */

const LEARNERS = 200;
const PUZZLES = 10;
const GOAL_P99_MS = 50;
const HOUR = 3_600_000;

export async function benchAssignmentGrid(
  server: BenchServer,
  adminToken: string,
  seconds: number,
): Promise<void> {
  const { db } = server.app.ctx;
  const now = Date.now();
  const dueAt = now - HOUR;
  const learners = await db
    .selectFrom('users')
    .select('id')
    .orderBy('id')
    .offset(1000)
    .limit(LEARNERS)
    .execute();
  const puzzles = await db
    .selectFrom('puzzles')
    .select('id')
    .where('owner_id', 'is', null)
    .orderBy('id')
    .limit(PUZZLES)
    .execute();
  const classRow = await db
    .insertInto('classes')
    .values({
      name: 'Grid bench',
      description: '',
      join_code: 'GRADE234',
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
        class_id: classRow.id,
        user_id: user.id,
        role: 'learner' as const,
        joined_at: now,
      })),
    )
    .execute();
  const assignment = await db
    .insertInto('assignments')
    .values({
      class_id: classRow.id,
      title: 'Grid bench',
      opens_at: now - 48 * HOUR,
      due_at: dueAt,
      late_counts: 1,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('assignment_puzzles')
    .values(
      puzzles.map((puzzle, position) => ({ assignment_id: assignment.id, puzzle_id: puzzle.id, position })),
    )
    .execute();
  let submissions = 0;
  for (const [index, user] of learners.entries()) {
    const rows = puzzles.flatMap((puzzle, column) => {
      // 0: no try; 1: two wrong answers; 2: one wrong then accepted on time; 3: accepted late.
      const kind = (index + column) % 4;
      const at = (offset: number) => dueAt + offset;
      const tries: Array<[string, number]> =
        kind === 0
          ? []
          : kind === 1
            ? [
                ['WRONG_ANSWER', at(-3 * HOUR)],
                ['WRONG_ANSWER', at(-2 * HOUR)],
              ]
            : kind === 2
              ? [
                  ['WRONG_ANSWER', at(-3 * HOUR)],
                  ['ACCEPTED', at(-HOUR)],
                ]
              : [['ACCEPTED', at(HOUR / 2)]];
      return tries.map(([verdict, createdAt]) => ({
        user_id: user.id,
        puzzle_id: puzzle.id,
        language: 'python' as const,
        code: 'print(1)\n',
        verdict,
        passed_count: verdict === 'ACCEPTED' ? 1 : 0,
        total_count: 1,
        results: '[]',
        runtime_ms: 10,
        memory_kb: 1000,
        created_at: createdAt,
      }));
    });
    submissions += rows.length;
    if (rows.length > 0) await db.insertInto('submissions').values(rows).execute();
  }
  console.log(
    `\nassignment grid: ${learners.length} learners × ${puzzles.length} puzzles, ${submissions} submissions (goal: p99 ≤ ${GOAL_P99_MS} ms one at a time)`,
  );
  const base = `${server.baseUrl}/api/classes/${classRow.id}/assignments/${assignment.id}`;
  for (const [name, url] of [
    ['GET …/progress', `${base}/progress`],
    ['GET …/progress.csv', `${base}/progress.csv`],
  ] as const) {
    const figures = await measureRoute(url, adminToken, { seconds, connections: 10 });
    console.log(
      `${name.padEnd(28)} p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  ` +
        `| 10 connections: ${String(figures.perSecond).padStart(5)} req/s, p99 ${String(figures.loadedP99).padStart(4)} ms` +
        (figures.p99 > GOAL_P99_MS ? '   above the goal!' : '') +
        (figures.failures ? `   ${figures.failures} non-2xx!` : ''),
    );
  }
}
