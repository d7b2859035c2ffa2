import type { PuzzleFamily } from '../family';
import { kthDistinctScore } from './algorithms/kth-distinct-score';
import { pairingAfterSorting } from './algorithms/pairing-after-sorting';
import { toggledDoors } from './logic-puzzles/toggled-doors';

/** Every puzzle family, by track. */
export const FAMILIES: readonly PuzzleFamily[] = [
  kthDistinctScore,
  pairingAfterSorting,
  toggledDoors,
];
