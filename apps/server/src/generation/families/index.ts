import type { PuzzleFamily } from '../family';
import { kthDistinctScore } from './algorithms/kth-distinct-score';
import { keystrokeReplay } from './data-structures/keystroke-replay';
import { nearestHigherOrLower } from './data-structures/nearest-higher-or-lower';
import { pairsInSight } from './data-structures/pairs-in-sight';
import { riffleShuffle } from './data-structures/riffle-shuffle';
import { throughTheSiding } from './data-structures/through-the-siding';
import { toggledDoors } from './logic-puzzles/toggled-doors';

/** Every puzzle family, by track. */
export const FAMILIES: readonly PuzzleFamily[] = [
  kthDistinctScore,
  keystrokeReplay,
  nearestHigherOrLower,
  pairsInSight,
  riffleShuffle,
  throughTheSiding,
  toggledDoors,
];
