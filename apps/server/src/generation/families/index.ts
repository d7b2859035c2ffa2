import type { PuzzleFamily } from '../family';
import { kthDistinctScore } from './algorithms/kth-distinct-score';
import { compoundRuleCount } from './logic-puzzles/compound-rule-count';
import { endlessStripBlock } from './logic-puzzles/endless-strip-block';
import { neighbourDigitGaps } from './logic-puzzles/neighbour-digit-gaps';
import { reachableArrangements } from './logic-puzzles/reachable-arrangements';
import { settlingDifferences } from './logic-puzzles/settling-differences';
import { toggledDoors } from './logic-puzzles/toggled-doors';

/** Every puzzle family, by track. */
export const FAMILIES: readonly PuzzleFamily[] = [
  kthDistinctScore,
  compoundRuleCount,
  endlessStripBlock,
  neighbourDigitGaps,
  reachableArrangements,
  settlingDifferences,
  toggledDoors,
];
