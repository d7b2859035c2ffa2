import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createContentDir, writePuzzle } from '../test/catalogue-fixture';
import { type CataloguePuzzle, loadCatalogue } from './files';
import { INPUT_VALIDATOR, inputValidationHash, validateInputs } from './input-validation';

/**
 * The catalogue's input validators, run for real on the project's own strict reader: a fixture puzzle's
 * eight "a b" tests accepted by a validator of its bounds, and refused, each with its test and the reader's
 * reason, when a test breaks them; a puzzle without a validator is a problem; the record's hash follows the
 * validator.
 */

const READER = path.resolve(import.meta.dirname, '../../../../content/validation/strict_input.py');
const PAIR_VALIDATOR = `from strict_input import Reader, run


def check(r: Reader) -> None:
    r.int(-10**9, 10**9, "a")
    r.space()
    r.int(-10**9, 10**9, "b")
    r.newline()
    r.eof()


run(check)
`;

describe('input validators', () => {
  let content: string;
  let dir: string;
  const puzzle = (): CataloguePuzzle => {
    const found = loadCatalogue(content).puzzles[0];
    if (!found) throw new Error('the fixture puzzle did not load');
    return found;
  };
  const writeValidator = (source: string) => {
    mkdirSync(path.join(dir, 'input_validators'), { recursive: true });
    writeFileSync(path.join(dir, INPUT_VALIDATOR), source);
  };

  beforeEach(() => {
    content = createContentDir();
    mkdirSync(path.join(content, 'validation'));
    copyFileSync(READER, path.join(content, 'validation', 'strict_input.py'));
    dir = writePuzzle(content, { order: 1, slug: 'pairs' });
  });
  afterEach(() => rmSync(content, { recursive: true, force: true }));

  it('accepts every test a strict validator of the bounds accepts', async () => {
    writeValidator(PAIR_VALIDATOR);
    expect(await validateInputs(content, puzzle())).toEqual([]);
  });

  it('names each test refused and why: a value out of bounds, a double space, a missing line break', async () => {
    writeValidator(PAIR_VALIDATOR.replaceAll('10**9', '10**6'));
    writeFileSync(path.join(dir, 'tests', '03.in'), '0  0\n');
    writeFileSync(path.join(dir, 'tests', '04.in'), '-4 4');
    expect(await validateInputs(content, puzzle())).toEqual([
      `${path.join(dir, 'tests', '03.in')}: line 1: expected b, found a space`,
      `${path.join(dir, 'tests', '04.in')}: line 1: expected a line break, found the end of the input`,
      `${path.join(dir, 'tests', '06.in')}: line 1: a = 1000000000 is outside [-1000000, 1000000]`,
    ]);
  });

  it('makes a missing validator a problem, and a validator that crashes a refusal that says so', async () => {
    expect(await validateInputs(content, puzzle())).toEqual([
      `${path.join(dir, INPUT_VALIDATOR)}: missing (every puzzle checks its tests' inputs against its constraints)`,
    ]);
    expect(inputValidationHash(content, puzzle())).toBeUndefined();
    writeValidator('import sys\nsys.exit(1)\n');
    const refused = await validateInputs(content, puzzle());
    expect(refused).toHaveLength(8);
    expect(refused[0]).toMatch(/01\.in: refused with no reason given \(exit 1\)$/);
  });

  it('keys its record on the tests, the validator and the reader', () => {
    writeValidator(PAIR_VALIDATOR);
    const before = inputValidationHash(content, puzzle());
    writeValidator(`${PAIR_VALIDATOR}\n`);
    expect(inputValidationHash(content, puzzle())).not.toBe(before);
  });
});
