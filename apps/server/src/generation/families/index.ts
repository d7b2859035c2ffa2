import type { PuzzleFamily } from '../family';
import { farthestApartPlacement } from './algorithms/farthest-apart-placement';
import { hopsPastBrokenSpots } from './algorithms/hops-past-broken-spots';
import { kthDistinctScore } from './algorithms/kth-distinct-score';
import { mergingNeighbouringPiles } from './algorithms/merging-neighbouring-piles';
import { pairingAfterSorting } from './algorithms/pairing-after-sorting';
import { tradingWithACatch } from './algorithms/trading-with-a-catch';
import { toggledDoors } from './logic-puzzles/toggled-doors';

/** Every puzzle family, by track. */
export const FAMILIES: readonly PuzzleFamily[] = [
  farthestApartPlacement,
  hopsPastBrokenSpots,
  kthDistinctScore,
  mergingNeighbouringPiles,
  pairingAfterSorting,
  tradingWithACatch,
  toggledDoors,
];
