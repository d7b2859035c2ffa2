import { renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentDir, writePuzzle } from '../test/catalogue-fixture';
import { composeStatement, loadCatalogue } from './files';

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

  it('reports missing code, gaps in the tests, bad folder names and duplicates', () => {
    const dir = writePuzzle(content, { order: 1, slug: 'add-up' });
    rmSync(path.join(dir, 'solution.java'));
    const gappy = writePuzzle(content, { order: 2, slug: 'gappy' });
    renameSync(path.join(gappy, 'tests', '03.in'), path.join(gappy, 'tests', '09.in'));
    writePuzzle(content, { order: 3, slug: 'twin', title: 'Same Title' });
    writePuzzle(content, { order: 4, slug: 'twin-too', title: 'same title' });
    writePuzzle(content, { order: 5, slug: 'Bad_Name' });
    const problems = loadCatalogue(content).problems.join('\n');
    expect(problems).toContain(`${path.join(dir, 'solution.java')}: missing`);
    expect(problems).toContain('tests are pairs NN.in + NN.out numbered from 01 without gaps');
    expect(problems).toContain('the title is also used by');
    expect(problems).toContain('005-Bad_Name: a puzzle folder is named NNN-slug');
  });
});
