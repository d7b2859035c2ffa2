import type { PuzzleFamily } from '../family';
import { breakingThrough } from './algorithms/breaking-through';
import { equalShareSplits } from './algorithms/equal-share-splits';
import { kthDistinctScore } from './algorithms/kth-distinct-score';
import { letterMapRegions } from './algorithms/letter-map-regions';
import { pickySelections } from './algorithms/picky-selections';
import { voucherJourney } from './algorithms/voucher-journey';
import { toggledDoors } from './logic-puzzles/toggled-doors';

/** Every puzzle family, by track. */
export const FAMILIES: readonly PuzzleFamily[] = [
  breakingThrough,
  equalShareSplits,
  kthDistinctScore,
  letterMapRegions,
  pickySelections,
  voucherJourney,
  toggledDoors,
];
