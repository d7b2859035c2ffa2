import { CODE_MESSAGES } from '@codequest/contracts';

/**
 * Texts of the puzzle workspace (product spec, sections 5 and 8). They live apart from UI_MESSAGES, which
 * the landing page loads: only the Puzzles screen's chunk needs these.
 */
export const WORKSPACE_MESSAGES = {
  noCodeToRun: { title: 'No Code Entered', description: CODE_MESSAGES.noCodeRun },
  noCodeToSubmit: { title: 'No Code Entered', description: CODE_MESSAGES.noCodeSubmit },
  compilationError: { title: 'Compilation Error', description: 'Check the Output tab for details' },
  runSucceeded: 'Code Executed Successfully!',
  ranCustomInput: 'Ran your code on the custom input',
  ranOnCustomInput: 'Ran on Your Input',
  rewardSolutionSeen: 'solution seen: solving it now earns no XP',
  noReward: {
    'solved-before': 'you had solved this puzzle already',
    'solution-seen': 'the solution was seen before solving',
    contest: 'contest submissions count on its scoreboard, not for XP',
  },
  rewardAfterHints: (hints: number) => `after ${hints} ${hints === 1 ? 'hint' : 'hints'}`,
  customInputStopped: 'On your custom input: see the Output tab',
  /** A run or submit the server would not judge here (its own message says why). */
  notJudged: 'Not Judged',
  runFailed: { title: 'Connection Error', description: 'Failed to execute code. Please try again.' },
  submitFailed: { title: 'Connection Error', description: 'Failed to submit solution. Please try again.' },
  solutionAccepted: 'Solution Accepted!',
  solutionIncorrect: 'Solution Incorrect',
  pasteDisabled: {
    title: 'Paste Disabled',
    description: 'Pasting is turned off in the editor: type your solution yourself.',
  },
  copyDisabled: { title: 'Copy Disabled', description: 'Copying is turned off in the editor.' },
  noHints: 'No hints available for this puzzle',
  solutionNotAvailable: 'Solution not available',
  /** The Show Solution confirmation: what a solve after seeing the solution is worth (nothing). */
  solutionWarning: (title: string) =>
    `If you see the solution before you solve "${title}", solving it afterwards marks it completed but earns no XP, no achievements and no progress on the leaderboard or towards unlocking harder puzzles.`,
  hintFailed: { title: 'Hint Unavailable', description: 'Failed to load the hint. Please try again.' },
  puzzleFailed: 'This puzzle could not be loaded.',
  solutionFailed: {
    title: 'Solution Unavailable',
    description: 'Failed to load the solution. Please try again.',
  },
} as const;
