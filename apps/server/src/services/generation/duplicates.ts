import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { type PuzzleKeys, statementKey } from '../../generation/keys';
import { visibleTo } from '../catalogue';

/**
 * Nothing is stored that repeats a live puzzle the requester can see (the same statement key, or the same
 * family with the same parameters): a request reads the live keys once, and each of its puzzles claims its
 * keys before its proof (released if it fails), so two puzzles of one request never prove the same one twice.
 */

/** The keys a new puzzle must match none of: the live puzzles', and those claimed by this request. */
export interface KnownKeys {
  statements: Set<string>;
  parameters: Set<string>;
}

/** The live puzzles' keys the requester could see (the owner's own and the shared ones). */
export async function liveKeys(db: Kysely<DB>, ownerId: number | null): Promise<KnownKeys> {
  const [statements, parameters] = await Promise.all([
    db
      .selectFrom('puzzles')
      .select('statement')
      .where('retired_at', 'is', null)
      .where(visibleTo(ownerId))
      .execute(),
    db
      .selectFrom('generated_puzzles')
      .innerJoin('puzzles', 'puzzles.id', 'generated_puzzles.puzzle_id')
      .select('generated_puzzles.parameters_key')
      .where('puzzles.retired_at', 'is', null)
      .where(visibleTo(ownerId))
      .execute(),
  ]);
  return {
    statements: new Set(statements.map((row) => statementKey(row.statement))),
    parameters: new Set(parameters.map((row) => row.parameters_key)),
  };
}

/** Whether a statement repeats a known one (all a model's draft is checked on before its proof). */
export const repeatsStatement = (known: KnownKeys, statement: string): boolean =>
  known.statements.has(statement);

export const isKnown = (known: KnownKeys, keys: PuzzleKeys): boolean =>
  known.statements.has(keys.statement) || known.parameters.has(keys.parameters);

export function claim(known: KnownKeys, keys: PuzzleKeys): void {
  known.statements.add(keys.statement);
  known.parameters.add(keys.parameters);
}

export function release(known: KnownKeys, keys: PuzzleKeys): void {
  known.statements.delete(keys.statement);
  known.parameters.delete(keys.parameters);
}
