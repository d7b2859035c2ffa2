import { LANGUAGE_TABLE, LANGUAGES, type Language, languageNames } from '@codequest/contracts';
import type { ExpressionBuilder, SqlBool } from 'kysely';
import type { DB } from '../db/schema';
import { AppError } from '../lib/errors';
import type { ServiceContext } from './context';

/** A puzzle_code row's language and whether it holds a reference solution, without reading the solution. */
export function languageColumns(eb: ExpressionBuilder<DB, 'puzzle_code'>) {
  return [
    eb.ref('puzzle_code.language').as('language'),
    eb('puzzle_code.solution', 'is not', null).as('proven'),
  ];
}

/**
 * The languages a puzzle offers: those it has a proven reference solution in. The catalogue's and the
 * generator's puzzles have one in every language; a puzzle made in the panel offers the languages its author
 * gave a solution for. A puzzle stored without any (made before solutions were required) offers them all.
 */
export function offeredLanguages(code: ReadonlyArray<{ language: Language; proven: SqlBool }>): Language[] {
  const proven = new Set(code.filter((entry) => Boolean(entry.proven)).map((entry) => entry.language));
  return proven.size === 0 ? [...LANGUAGES] : LANGUAGES.filter((language) => proven.has(language));
}

/** The message for code sent in a language the puzzle does not offer: which ones it does. */
export function notOfferedMessage(language: Language, offered: Language[]): string {
  return `This puzzle is not offered in ${LANGUAGE_TABLE[language].name}: solve it in ${languageNames(offered, 'or')}`;
}

/** Refuses code in a language the puzzle does not offer (400), before the judge is asked. */
export async function requireOfferedLanguage(
  ctx: ServiceContext,
  puzzleId: number,
  language: Language,
): Promise<void> {
  const code = await ctx.db
    .selectFrom('puzzle_code')
    .select(languageColumns)
    .where('puzzle_id', '=', puzzleId)
    .execute();
  const offered = offeredLanguages(code);
  if (!offered.includes(language)) throw new AppError('BAD_REQUEST', notOfferedMessage(language, offered));
}
