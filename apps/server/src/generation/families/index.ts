import type { PuzzleFamily } from '../family';
import { breakingThrough } from './algorithms/breaking-through';
import { equalShareSplits } from './algorithms/equal-share-splits';
import { farthestApartPlacement } from './algorithms/farthest-apart-placement';
import { hopsPastBrokenSpots } from './algorithms/hops-past-broken-spots';
import { kthDistinctScore } from './algorithms/kth-distinct-score';
import { letterMapRegions } from './algorithms/letter-map-regions';
import { mergingNeighbouringPiles } from './algorithms/merging-neighbouring-piles';
import { pairingAfterSorting } from './algorithms/pairing-after-sorting';
import { pickySelections } from './algorithms/picky-selections';
import { tradingWithACatch } from './algorithms/trading-with-a-catch';
import { voucherJourney } from './algorithms/voucher-journey';
import { hierarchyQuestions } from './data-structures/hierarchy-questions';
import { keystrokeReplay } from './data-structures/keystroke-replay';
import { nearestHigherOrLower } from './data-structures/nearest-higher-or-lower';
import { oneSlipApart } from './data-structures/one-slip-apart';
import { pairsInSight } from './data-structures/pairs-in-sight';
import { pathTotals } from './data-structures/path-totals';
import { repeatSightings } from './data-structures/repeat-sightings';
import { riffleShuffle } from './data-structures/riffle-shuffle';
import { searchTreeShape } from './data-structures/search-tree-shape';
import { throughTheSiding } from './data-structures/through-the-siding';
import { bouncingWalkers } from './logic-puzzles/bouncing-walkers';
import { compoundRuleCount } from './logic-puzzles/compound-rule-count';
import { doubtfulDoorLog } from './logic-puzzles/doubtful-door-log';
import { dropTestTower } from './logic-puzzles/drop-test-tower';
import { endlessStripBlock } from './logic-puzzles/endless-strip-block';
import { mostBookingsServed } from './logic-puzzles/most-bookings-served';
import { neighbourDigitGaps } from './logic-puzzles/neighbour-digit-gaps';
import { reachableArrangements } from './logic-puzzles/reachable-arrangements';
import { settlingDifferences } from './logic-puzzles/settling-differences';
import { toggledDoors } from './logic-puzzles/toggled-doors';
import { tokensToTheCorner } from './logic-puzzles/tokens-to-the-corner';

/** Every puzzle family, by track. */
export const FAMILIES: readonly PuzzleFamily[] = [
  breakingThrough,
  equalShareSplits,
  farthestApartPlacement,
  hopsPastBrokenSpots,
  kthDistinctScore,
  letterMapRegions,
  mergingNeighbouringPiles,
  pairingAfterSorting,
  pickySelections,
  tradingWithACatch,
  voucherJourney,
  hierarchyQuestions,
  keystrokeReplay,
  nearestHigherOrLower,
  oneSlipApart,
  pairsInSight,
  pathTotals,
  repeatSightings,
  riffleShuffle,
  searchTreeShape,
  throughTheSiding,
  bouncingWalkers,
  compoundRuleCount,
  doubtfulDoorLog,
  dropTestTower,
  endlessStripBlock,
  mostBookingsServed,
  neighbourDigitGaps,
  reachableArrangements,
  settlingDifferences,
  toggledDoors,
  tokensToTheCorner,
];
