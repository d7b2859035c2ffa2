import { type PackageImportResponse, VERDICT_LABELS } from '@codequest/contracts';
import { LOOP_PY, passFailPackage, sumTests, zipOf } from '../src/test/problem-packages';
import { OFF_BY_ONE_PY, SUM_C, SUM_PY } from '../src/test/programs';
import { startBenchServer } from './bench-server';
import { seedUsers, signInSeeded } from './seed-users';

/**
 * `npm run bench:packages`: the import of a 40-test problem package with 4 submissions (accepted in C and
 * in Python, a wrong answer and a time-out in Python) through POST /api/admin/packages on a real server and
 * its judge, from the upload to the report: its time, the time limit it set, and the verdict table.
 * BENCH_RUNS (default 2) imports, one after another.
 */

const RUNS = Number(process.env.BENCH_RUNS ?? 2);
const TESTS = 40;

const server = await startBenchServer();
try {
  await seedUsers(server.app.ctx.db, 1);
  await server.app.ctx.db.updateTable('users').set({ is_admin: 1 }).execute();
  // A fresh database has no track yet (no catalogue seeded): the imported puzzle needs one.
  await server.app.ctx.db
    .insertInto('categories')
    .values({
      slug: 'algorithms',
      name: 'Algorithms',
      description: 'Algorithms.',
      icon: 'cpu',
      sort_order: 1,
    })
    .execute();
  const token = await signInSeeded(server, 'learner0@example.com');
  const { 'statement/problem.en.md': statement, 'problem.yaml': yaml } = passFailPackage();
  const zip = zipOf({
    'problem.yaml': yaml as string,
    'statement/problem.en.md': statement as string,
    ...sumTests(TESTS),
    'submissions/accepted/sum.c': SUM_C,
    'submissions/accepted/sum.py': SUM_PY,
    'submissions/wrong_answer/plus_one.py': OFF_BY_ONE_PY,
    'submissions/time_limit_exceeded/loop.py': LOOP_PY,
  });
  console.log(`package: ${TESTS} tests, 4 submissions, ${(zip.length / 1024).toFixed(1)} KB zipped`);
  const times: number[] = [];
  let last: PackageImportResponse | undefined;
  for (let run = 1; run <= RUNS; run++) {
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/api/admin/packages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
      body: zip,
    });
    const elapsed = performance.now() - started;
    if (response.status !== 200)
      throw new Error(`import answered ${response.status}: ${await response.text()}`);
    last = (await response.json()) as PackageImportResponse;
    times.push(elapsed);
    console.log(
      `import ${run}: ${(elapsed / 1000).toFixed(2)} s (the server's own count: ${(last.elapsedMs / 1000).toFixed(2)} s)`,
    );
  }
  const report = last?.problems[0];
  if (report) {
    console.log(
      `\n${report.title}: ${report.status}, time limit ${report.limits.cpuMs} ms (from ${report.timeLimitSource}), checker ${report.checker.type}`,
    );
    console.log('\n| submission | language | expected | verdict | slowest test |');
    console.log('|---|---|---|---|---|');
    for (const entry of report.submissions)
      console.log(
        `| ${entry.file} | ${entry.language} | ${entry.expected.map((verdict) => VERDICT_LABELS[verdict]).join(' or ')} | ${VERDICT_LABELS[entry.verdict]}${entry.asExpected ? '' : ' (unexpected)'} | ${entry.cpuMs} ms |`,
      );
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `\nimport time over ${RUNS} runs: best ${((sorted[0] ?? 0) / 1000).toFixed(2)} s, worst ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s`,
  );
} finally {
  await server.close();
}
