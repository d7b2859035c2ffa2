import type { SubmitResult } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { writeSumPuzzle } from '../../test/catalogue-fixture';
import { buildUser } from '../../test/factories';
import { useSeededServer } from '../../test/seeded';

/**
 * A learner who tries to read hidden tests through the figures of a submit: a program that spends memory and
 * CPU time in proportion to each input (half a megabyte per byte of input, 6 ms per value of its first byte)
 * would read every hidden input's length and first byte back from per-test figures. The judge does measure
 * them (the server keeps them), but a hidden test's answer is its verdict alone. The judge does not depend on
 * the database, so this runs on SQLite only.
 */

const ENCODER = `import sys, time
data = sys.stdin.buffer.read()
block = bytearray(len(data) * 512 * 1024)
for i in range(0, len(block), 4096):
    block[i] = 1
end = time.process_time() + data[0] * 0.006
while time.process_time() < end:
    pass
print(-1)
`;

describe('hidden tests and their figures', () => {
  const suite = useSeededServer('sqlite', writeSumPuzzle);

  it('a program that encodes each hidden input in its time and memory learns nothing from the answer', async () => {
    const learner = await buildUser(suite.server);
    const submitted = await suite.server.request<SubmitResult>('POST', '/api/code/submit', {
      token: learner.token,
      body: { puzzleId: suite.id('sum'), code: ENCODER, language: 'python' },
    });
    expect(submitted.status).toBe(200);
    const hidden = submitted.body.results.filter((test) => test.hidden);
    expect(hidden).toHaveLength(6);
    for (const test of hidden) expect(test).toEqual({ hidden: true, passed: false, verdict: 'WRONG_ANSWER' });

    // The signal was there to hide: the judge's own figures, kept on the server, follow the inputs' lengths.
    const { results } = await suite.server.app.ctx.db
      .selectFrom('submissions')
      .select('results')
      .where('id', '=', submitted.body.submissionId ?? 0)
      .executeTakeFirstOrThrow();
    const judged = JSON.parse(results) as Array<{ hidden: boolean; memoryKb: number }>;
    const memory = judged.filter((test) => test.hidden).map((test) => test.memoryKb);
    expect(Math.max(...memory) - Math.min(...memory)).toBeGreaterThan(4 * 1024);
    // The submission as a whole shows one figure: its largest.
    expect(submitted.body.memoryKb).toBe(Math.max(...judged.map((test) => test.memoryKb)));
  }, 60_000);
});
