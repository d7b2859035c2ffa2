import type { Language } from '@codequest/contracts';
import type { Judge } from '../judge';
import type { JudgeRequest, JudgeResult } from '../types';
import { judgeOne } from './fixtures';

/**
 * The security suites' usual move: the same attack written in each language, all judged at once, so a
 * hole in one language's sandbox shows beside the others'.
 */

/** A program per language, each against the same one test, all at once: the results in the programs' order. */
export function judgeEach(
  judge: Judge,
  programs: Partial<Record<Language, string>>,
  test: { input?: string; expected?: string } = {},
  extra: Partial<JudgeRequest> = {},
): Promise<JudgeResult[]> {
  const languages = Object.keys(programs) as Language[];
  return Promise.all(
    languages.map((language) => judgeOne(judge, language, programs[language] as string, test, extra)),
  );
}
