import { describe, expect, it } from 'vitest';
import { puzzleColumns } from '../commands/puzzle-content';
import { writeCandidate } from './candidate';
import { FAMILIES } from './families';
import { familyKeys, fileStatementKey, modelKeys, statementKey } from './keys';

/** A candidate and a live puzzle are keyed alike: a candidate's statement key is its stored statement's. */
describe('duplicate keys', () => {
  it('keys a family candidate by the statement it will be stored with', () => {
    const family = FAMILIES[0];
    const difficulty = family?.difficulties[0];
    if (!family || !difficulty) throw new Error('a family expected');
    const written = writeCandidate(family, 1, difficulty);
    if (!written.candidate) throw new Error(`seed 1 malformed: ${written.problems.join('; ')}`);
    const stored = puzzleColumns(written.candidate.meta, 1, 0).statement;
    expect(written.keys.statement).toBe(statementKey(stored));
    expect(written.keys.statement).toBe(fileStatementKey(written.candidate.meta));
  });

  it('sets case, spacing and punctuation aside, but not the input or output formats', () => {
    const file = { statement: 'Add two numbers.', input: 'Two integers.', output: 'Their sum.' };
    expect(fileStatementKey(file)).toBe(
      statementKey('add TWO numbers\n\n## Input:\ntwo   integers\n\nOutput\ntheir sum!'),
    );
    expect(fileStatementKey(file)).not.toBe(fileStatementKey({ ...file, output: 'Their product.' }));
    expect(fileStatementKey(file)).not.toBe(statementKey(file.statement));
  });

  it("keys a model's puzzle by its statement alone, and a family's by its parameters too", () => {
    const file = { statement: 'Add two numbers.', input: 'Two integers.', output: 'Their sum.' };
    expect(modelKeys(file)).toEqual({
      parameters: fileStatementKey(file),
      statement: fileStatementKey(file),
    });
    const keys = (parameters: Record<string, string | number>) =>
      familyKeys('algorithms/sums', 'easy', { ...file, parameters });
    expect(keys({ a: 1, b: 'x' })).toEqual(keys({ b: 'x', a: 1 }));
    expect(keys({ a: 1 }).parameters).not.toBe(keys({ a: 2 }).parameters);
    expect(keys({ a: 1 }).statement).toBe(fileStatementKey(file));
  });
});
