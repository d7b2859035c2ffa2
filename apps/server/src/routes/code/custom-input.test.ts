import { CODE_MESSAGES, type ErrorResponse, type ExecutionResult } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { writePuzzle } from '../../test/catalogue-fixture';
import { buildUser } from '../../test/factories';
import { OFF_BY_ONE_PY, SUM_C, SUM_PY } from '../../test/programs';
import { useSeededServer } from '../../test/seeded';
import { testDatabaseKinds } from '../../test/test-database';

/** Echoes its input: runs on anything, where the puzzle's reference (which reads two integers) fails. */
const ECHO_PY = 'import sys\nsys.stdout.write(sys.stdin.read())\n';

describe.each(testDatabaseKinds())('custom input on %s', (kind) => {
  const { server, id } = useSeededServer(kind, (dir) => {
    writePuzzle(dir, { order: 1, slug: 'sum' });
    writePuzzle(dir, { order: 2, slug: 'no-reference' });
  });

  const run = async (code: string, stdin: string, slug = 'sum', language = 'python') => {
    const learner = await buildUser(server);
    return server.request<ExecutionResult & ErrorResponse>('POST', '/api/code/run', {
      token: learner.token,
      body: { puzzleId: id(slug), code, language, stdin },
    });
  };

  it("shows the program's output beside the reference solution's, compared", async () => {
    const right = await run(SUM_PY, '40 2\n');
    expect(right.status).toBe(200);
    expect(right.body.custom).toEqual({
      input: '40 2\n',
      output: '42\n',
      stderr: '',
      verdict: 'ACCEPTED',
      cpuMs: expect.any(Number),
      wallMs: expect.any(Number),
      memoryKb: expect.any(Number),
      expected: { status: 'ran', output: '42\n', same: true },
    });
    // No comparison with an empty expected output: no "Expected 0 lines" message.
    expect(right.body.custom?.message).toBeUndefined();
    expect(right.body.results).toEqual([]);

    const wrong = await run(OFF_BY_ONE_PY, '40 2\n');
    expect(wrong.body.custom).toMatchObject({
      output: '43\n',
      verdict: 'ACCEPTED',
      expected: { status: 'ran', output: '42\n', same: false },
    });

    // A C learner gets the C reference's output all the same.
    const inC = await run(SUM_C, '1 1\n', 'sum', 'c');
    expect(inC.body.custom?.expected).toEqual({ status: 'ran', output: '2\n', same: true });
  });

  it('says when the reference could not run on the input, never showing its errors', async () => {
    const response = await run(ECHO_PY, 'not numbers\n');
    expect(response.status).toBe(200);
    expect(response.body.custom).toMatchObject({
      output: 'not numbers\n',
      verdict: 'ACCEPTED',
      expected: { status: 'failed', message: CODE_MESSAGES.referenceFailed },
    });
    const text = JSON.stringify(response.body);
    expect(text).not.toMatch(/Traceback|ValueError|invalid literal/);
    // The reference's code is never sent.
    expect(text).not.toContain('map(int');
  });

  it('shows no expected output for a puzzle without a reference solution', async () => {
    await server.app.ctx.db
      .updateTable('puzzle_code')
      .set({ solution: null })
      .where('puzzle_id', '=', id('no-reference'))
      .execute();
    const response = await run(SUM_PY, '3 4\n', 'no-reference');
    expect(response.status).toBe(200);
    expect(response.body.custom).toMatchObject({ output: '7\n', verdict: 'ACCEPTED' });
    expect(response.body.custom).not.toHaveProperty('expected');
  });

  it("reports the learner's own runtime error as theirs, and still the expected output", async () => {
    const response = await run('raise SystemExit(3)\n', '1 2\n');
    expect(response.body.custom).toMatchObject({
      verdict: 'RUNTIME_ERROR',
      expected: { status: 'ran', output: '3\n', same: null },
    });
  });
});
