import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ZPuzzleInput } from '@codequest/contracts';
import { createJudge, type Judge } from '@codequest/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue/files';
import { createContentDir, writePuzzle } from '../test/catalogue-fixture';
import { provePuzzle } from './prove';
import { fromCandidate, fromPuzzleFields } from './puzzle';
import { problemLines, proofReport } from './report';

describe('proving a puzzle with the real judge', () => {
  let content: string;
  let judge: Judge;
  beforeAll(async () => {
    content = createContentDir();
    // Its uids, cgroups and work folders are claimed machine-wide: no other judge shares them.
    judge = createJudge({ concurrency: 2 });
    await judge.warmUp();
  }, 120_000);
  afterAll(async () => {
    await judge.close();
    rmSync(content, { recursive: true, force: true });
  });

  it('passes a sound puzzle and names how each wrong solution was caught; a crash, a compile error or a pass fails the check', async () => {
    const dir = writePuzzle(content, { order: 1, slug: 'add-up', difficulty: 'medium' });
    const wrong = (file: string, source: string) => writeFileSync(path.join(dir, 'wrong', file), source);
    // Right on every test but the last (123 + 456): only the large test catches it.
    wrong('misses-large.py', 'a, b = map(int, input().split())\nprint(a + b + (a == 123))\n');
    const sound = loadCatalogue(content).puzzles[0];
    if (!sound) throw new Error('fixture did not load');
    const large = { ...sound, meta: { ...sound.meta, large: ['08'] } };
    const proven = await provePuzzle(judge, fromCandidate(large));
    expect(problemLines(proven)).toEqual([]);
    expect(proven.caught).toEqual([
      { file: 'wrong/misses-large.py', verdict: 'WRONG_ANSWER', test: '08' },
      { file: 'wrong/off-by-one.py', verdict: 'WRONG_ANSWER', test: '01' },
    ]);

    rmSync(path.join(dir, 'wrong'), { recursive: true });
    mkdirSync(path.join(dir, 'wrong'));
    wrong('crashes.py', 'raise SystemExit(3)\n');
    wrong('broken.c', 'int main(void) { return }\n');
    wrong('right-after-all.py', 'a, b = map(int, input().split())\nprint(a + b)\n');
    const flawed = loadCatalogue(content).puzzles[0];
    if (!flawed) throw new Error('fixture did not load');
    const problems = problemLines(await provePuzzle(judge, fromCandidate(flawed))).join('\n');
    expect(problems).toMatch(
      /wrong\/broken\.c: does not compile \(a wrong solution must compile and be caught by the tests\): .*error: expected expression/,
    );
    expect(problems).toContain(
      'wrong/crashes.py: Runtime Error on test 01 (Exit code 3): a wrong solution must be caught by Wrong Answer or Time Limit Exceeded, not by a crash',
    );
    expect(problems).toContain('wrong/right-after-all.py: passes every test: the tests do not catch it');
  }, 120_000);

  it("reads one proof two ways: a starter that passes fails the panel's puzzle and the catalogue's; one that does not compile only the catalogue's", async () => {
    const sum = 'a, b = map(int, input().split())\nprint(a + b)\n';
    const broken = 'int main(void) { return }\n';
    const fields = ZPuzzleInput.parse({
      title: 'Add',
      description: 'Add two numbers.',
      problemStatement: 'Print a + b.',
      categoryId: 1,
      testCases: [
        { input: '1 2\n', expected: '3\n', hidden: false },
        { input: '5 7\n', expected: '12\n', hidden: true },
      ],
      solution: { python: sum },
      starterCode: { python: sum, c: broken },
    });
    const report = proofReport(await provePuzzle(judge, fromPuzzleFields(fields)));
    expect(report.passed).toBe(false);
    expect(report.languages.map((language) => [language.language, language.passed])).toEqual([
      ['python', true],
    ]);
    expect(report.failure).toEqual({
      language: 'python',
      part: 'starter',
      test: null,
      message: 'The Python starter code passes every test: it must fail',
    });

    const dir = writePuzzle(content, { order: 2, slug: 'starters' });
    writeFileSync(path.join(dir, 'starter.py'), sum);
    writeFileSync(path.join(dir, 'starter.c'), broken);
    const puzzle = loadCatalogue(content).puzzles.find((loaded) => loaded.dir === dir);
    if (!puzzle) throw new Error('fixture did not load');
    const problems = problemLines(await provePuzzle(judge, fromCandidate(puzzle)));
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^starter\.c does not compile: \S/);
    expect(problems[1]).toBe('starter.py passes every test (it must fail)');
  }, 120_000);
});
