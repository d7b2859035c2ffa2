import { byLanguage, type HintResponse, type Language, type SolutionResponse } from '@codequest/contracts';

/** What revealing help answers: a hint with what solving still pays, or the reference solutions. */

/** Hint `index` (1-based) of the puzzle's `count`, and the learner's progress after revealing it. */
export function presentHint(
  hint: { index: number; text: string; count: number },
  progress: { hintsRevealed: number; reward: number },
): HintResponse {
  return {
    index: hint.index,
    hint: hint.text,
    hintsRevealed: progress.hintsRevealed,
    hintCount: hint.count,
    reward: progress.reward,
  };
}

/** Every language's reference solution (null where there is none); seeing them leaves nothing to earn. */
export function presentSolution(
  code: Array<{ language: Language; solution: string | null }>,
): SolutionResponse {
  const solution = byLanguage(
    (language) => code.find((entry) => entry.language === language)?.solution ?? null,
  );
  return { solution, reward: 0 };
}
