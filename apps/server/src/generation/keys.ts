import { createHash } from 'node:crypto';
import type { Difficulty } from '@codequest/contracts';
import { composeStatement, type PuzzleFile } from '../catalogue/files';

/**
 * The two keys that find a repeated puzzle, made here alone so that a candidate and the live puzzles are
 * keyed alike. The statement key is that of the statement as learners read it, the text `puzzles.statement`
 * holds (for a puzzle in the catalogue's shape, `composeStatement`: the statement, input and output), with
 * case, spacing and punctuation set aside. The parameters key is a family with its difficulty and
 * parameters; a model's puzzle has no parameters, so its statement key stands in. `generated_puzzles` has
 * stored these same keys from the start.
 */

export interface PuzzleKeys {
  parameters: string;
  statement: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A statement's key, as stored in `puzzles.statement`: its words and numbers, nothing else. */
export function statementKey(statement: string): string {
  return sha256(
    statement
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim(),
  );
}

/** The statement key a puzzle in the catalogue's shape has once stored. */
export function fileStatementKey(file: Pick<PuzzleFile, 'statement' | 'input' | 'output'>): string {
  return statementKey(composeStatement(file));
}

/** A family's puzzle's keys: the family, difficulty and parameters, and its statement as stored. */
export function familyKeys(
  familyId: string,
  difficulty: Difficulty,
  written: Pick<PuzzleFile, 'statement' | 'input' | 'output'> & {
    parameters: Record<string, string | number>;
  },
): PuzzleKeys {
  const parameters = Object.entries(written.parameters).sort(([a], [b]) => a.localeCompare(b));
  return {
    parameters: sha256(JSON.stringify([familyId, difficulty, parameters])),
    statement: fileStatementKey(written),
  };
}

/** A model's puzzle's keys: it has no parameters, so the statement is both. */
export function modelKeys(meta: Pick<PuzzleFile, 'statement' | 'input' | 'output'>): PuzzleKeys {
  const statement = fileStatementKey(meta);
  return { parameters: statement, statement };
}
