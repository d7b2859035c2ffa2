import { mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentDir, GEN_PY, makeGenerated, writePuzzle } from '../test/catalogue-fixture';
import { composeStatement, loadCatalogue, readCatalogue } from './files';
import { buildGeneratedTests } from './generated';

describe('loading the catalogue', () => {
  let content: string;
  beforeEach(() => {
    content = createContentDir();
  });
  afterEach(() => rmSync(content, { recursive: true, force: true }));

  it('reads tracks, puzzles, code and tests', () => {
    writePuzzle(content, { order: 1, slug: 'add-up' });
    writePuzzle(content, { order: 2, slug: 'add-more', difficulty: 'medium' });
    const catalogue = loadCatalogue(content);
    expect(catalogue.problems).toEqual([]);
    expect(catalogue.tracks.map((track) => track.slug)).toEqual(['algorithms', 'logic-puzzles']);
    expect(catalogue.puzzles.map((puzzle) => [puzzle.slug, puzzle.order])).toEqual([
      ['add-up', 1],
      ['add-more', 2],
    ]);
    const [first] = catalogue.puzzles;
    expect(first?.tests).toHaveLength(8);
    expect(first?.tests.filter((test) => !test.hidden).map((test) => test.name)).toEqual(['01', '02']);
    expect(first?.code.python.solution).toContain('print(a + b)');
    expect(composeStatement(first?.meta ?? ({} as never))).toBe(
      'Print the **sum** of two integers.\n\n**Input**\n\nOne line with two integers a and b.\n\n**Output**\n\nOne line: a + b.\n',
    );
  });

  it('changes the hash when any file changes', () => {
    const dir = writePuzzle(content, { order: 1, slug: 'add-up' });
    const before = loadCatalogue(content).puzzles[0]?.hash;
    writeFileSync(path.join(dir, 'tests', '08.out'), '580\n');
    expect(loadCatalogue(content).puzzles[0]?.hash).not.toBe(before);
  });

  it.each([
    ['wrong points', { points: 75 }, 'points: a easy puzzle is worth 50'],
    ['an unknown field', { author: 'me' }, 'Unrecognized key: "author"'],
    [
      'a topic of another track',
      { topic: 'brain-teasers' },
      'topic: "brain-teasers" is not one of algorithms\'s topics',
    ],
    ['too few hints', { hints: ['just one'] }, 'hints: Too small'],
    [
      'an example that is no visible test',
      { examples: [{ input: '8 8', output: '16', explanation: 'x' }] },
      'examples.0: is not one of the visible tests',
    ],
    [
      'too few hidden tests',
      { visible: ['01', '02', '03'] },
      'at least 2 visible and 6 hidden tests (has 3 and 5)',
    ],
    ['a visible test that does not exist', { visible: ['01', '09'] }, 'test 09 is named but'],
    ['a limit over the maximum', { limits: { cpuMs: 60000 } }, 'limits.cpuMs: cpuMs must be at most 10000'],
    [
      'a medium puzzle without a large test',
      { difficulty: 'medium', points: 100, stars: 2 },
      'large: medium and hard puzzles name at least one large test',
    ],
  ])('reports %s, naming the file', (_, meta, message) => {
    writePuzzle(content, { order: 1, slug: 'add-up', meta });
    const catalogue = loadCatalogue(content);
    expect(catalogue.puzzles).toEqual([]);
    expect(catalogue.problems.join('\n')).toContain(message);
    expect(catalogue.problems[0]).toContain(path.join(content, 'algorithms', '001-add-up', 'puzzle.yaml'));
  });

  it('builds generated tests once, hidden, with the reference output, and loads them like committed ones', async () => {
    const dir = writePuzzle(content, {
      order: 1,
      slug: 'add-up',
      difficulty: 'medium',
      meta: { generated: ['07', '08'], large: ['08'] },
    });
    makeGenerated(dir, ['07', '08']);
    expect(loadCatalogue(content).problems).toEqual([
      `${path.join(dir, 'tests')}: generated tests not built yet (npm run content:build, or any start, builds them)`,
    ]);
    // A seed's reading leaves it for later instead: not a problem, not a puzzle yet.
    const reading = readCatalogue(content);
    expect([...reading.puzzles]).toEqual([]);
    expect(reading).toMatchObject({ problems: [], pending: ['algorithms/001-add-up'] });

    const report = await buildGeneratedTests(content);
    expect(report).toMatchObject({ built: ['algorithms/001-add-up'], cached: 0, failures: [] });
    const catalogue = loadCatalogue(content);
    expect(catalogue.problems).toEqual([]);
    const generated = catalogue.puzzles[0]?.tests.filter((test) => test.generated);
    // Read where the cache keeps them: the test store records these paths, never a copy.
    const cached = (file: string) =>
      expect.stringMatching(new RegExp(`^\\.cache/tests/algorithms/001-add-up/[0-9a-f]{16}/${file}$`));
    expect(generated).toEqual([
      {
        name: '07',
        input: '7 7000\n',
        expected: '7007\n',
        hidden: true,
        generated: true,
        files: { input: cached('07.in'), expected: cached('07.out') },
      },
      {
        name: '08',
        input: '8 8000\n',
        expected: '8008\n',
        hidden: true,
        generated: true,
        files: { input: cached('08.in'), expected: cached('08.out') },
      },
    ]);
    expect(catalogue.puzzles[0]?.tests[0]?.files).toEqual({
      input: 'algorithms/001-add-up/tests/01.in',
      expected: 'algorithms/001-add-up/tests/01.out',
    });
    expect(catalogue.puzzles[0]?.wrong).toEqual([
      { file: 'wrong/off-by-one.py', language: 'python', source: expect.stringContaining('a + b + 1') },
    ]);
    const hash = catalogue.puzzles[0]?.hash;

    expect(await buildGeneratedTests(content)).toMatchObject({ built: [], cached: 1 });
    writeFileSync(path.join(dir, 'tests', 'gen.py'), GEN_PY.replace('n * 1000', 'n * 2000'));
    expect(await buildGeneratedTests(content)).toMatchObject({ built: ['algorithms/001-add-up'] });
    const rebuilt = loadCatalogue(content).puzzles[0];
    expect(rebuilt?.tests[7]?.expected).toBe('16008\n');
    expect(rebuilt?.hash).not.toBe(hash);
    // The key a running server was seeded with stays until the next rebuild; older ones go.
    const keyOf = (puzzle: typeof rebuilt) => puzzle?.tests[7]?.files?.input.split('/')[4];
    const keys = () => readdirSync(path.join(content, '.cache', 'tests', 'algorithms', '001-add-up')).sort();
    const [first, second] = [keyOf(catalogue.puzzles[0]), keyOf(rebuilt)];
    expect(keys()).toEqual([first, second].sort());
    writeFileSync(path.join(dir, 'tests', 'gen.py'), GEN_PY.replace('n * 1000', 'n * 3000'));
    await buildGeneratedTests(content);
    expect(keys()).toEqual([second, keyOf(loadCatalogue(content).puzzles[0])].sort());
  });

  it('reports a generator that fails, naming the puzzle and the test', async () => {
    const dir = writePuzzle(content, { order: 1, slug: 'add-up', meta: { generated: ['08'] } });
    makeGenerated(dir, ['08']);
    writeFileSync(path.join(dir, 'tests', 'gen.py'), 'raise SystemExit("no such test")\n');
    const report = await buildGeneratedTests(content);
    expect(report.failures).toEqual(['algorithms/001-add-up: tests/gen.py 08 failed (exit 1): no such test']);
  });

  it.each([
    [
      'a generated test that is visible',
      ['01', '02'],
      { generated: ['02'] },
      'generated tests are always hidden',
    ],
    ['a generated test that is also committed', [], { generated: ['08'] }, 'is both committed and generated'],
    [
      'a gap across committed and generated tests',
      ['08'],
      { generated: ['09'] },
      'numbered from 01 without gaps',
    ],
  ])('reports %s', (_, removed, meta, message) => {
    const dir = writePuzzle(content, { order: 1, slug: 'add-up', meta });
    makeGenerated(dir, removed);
    expect(loadCatalogue(content).problems.join('\n')).toContain(message);
  });

  it('reports a committed test over 20 KB (served all the same) and a hard puzzle without a wrong solution', () => {
    const dir = writePuzzle(content, { order: 1, slug: 'add-up', difficulty: 'hard' });
    writeFileSync(path.join(dir, 'tests', '08.in'), `1 2\n${' '.repeat(21 * 1024)}\n`);
    rmSync(path.join(dir, 'wrong'), { recursive: true });
    const catalogue = loadCatalogue(content);
    expect(catalogue.policy).toEqual([
      `${path.join(dir, 'tests', '08.in')}: 22 KB; a committed test file is at most 20 KB (generate larger ones with tests/gen.py)`,
    ]);
    expect(catalogue.problems.join('\n')).toContain('a hard puzzle keeps at least one wrong solution');
  });

  it('reports a wrong solution in a language the judge does not know', () => {
    const dir = writePuzzle(content, { order: 1, slug: 'add-up' });
    mkdirSync(path.join(dir, 'wrong'));
    writeFileSync(path.join(dir, 'wrong', 'naive.rb'), 'puts 0\n');
    expect(loadCatalogue(content).problems.join('\n')).toContain('naive.rb: a wrong solution is named like');
  });

  it('reports missing code, gaps in the tests, bad folder names and duplicates', () => {
    const dir = writePuzzle(content, { order: 1, slug: 'add-up' });
    rmSync(path.join(dir, 'solution.java'));
    const gappy = writePuzzle(content, { order: 2, slug: 'gappy' });
    renameSync(path.join(gappy, 'tests', '03.in'), path.join(gappy, 'tests', '09.in'));
    writePuzzle(content, { order: 3, slug: 'twin', title: 'Same Title' });
    writePuzzle(content, { order: 4, slug: 'twin-too', title: 'same title' });
    writePuzzle(content, { order: 5, slug: 'Bad_Name' });
    const catalogue = loadCatalogue(content);
    const problems = catalogue.problems.join('\n');
    expect(problems).toContain(`${path.join(dir, 'solution.java')}: missing`);
    expect(problems).toContain('tests are pairs NN.in + NN.out numbered from 01 without gaps');
    expect(problems).toContain('the title is also used by');
    // The first keeps its title; the second is left out, so it is never seeded over the first.
    expect(catalogue.puzzles.map((puzzle) => puzzle.slug)).toContain('twin');
    expect(catalogue.puzzles.map((puzzle) => puzzle.slug)).not.toContain('twin-too');
    expect(problems).toContain('005-Bad_Name: a puzzle folder is named NNN-slug');
  });

  it('reads puzzles as they are asked for, and only once', () => {
    writePuzzle(content, { order: 1, slug: 'add-up' });
    const broken = writePuzzle(content, { order: 2, slug: 'broken', title: 'Broken' });
    rmSync(path.join(broken, 'solution.java'));
    const reading = readCatalogue(content);
    expect(reading.problems).toEqual([]);
    const slugs = [...reading.puzzles].map((puzzle) => puzzle.slug);
    expect(slugs).toEqual(['add-up']);
    expect(reading.problems.join('\n')).toContain('solution.java: missing');
    expect(() => [...reading.puzzles]).toThrow('gone through once');
  });
});
