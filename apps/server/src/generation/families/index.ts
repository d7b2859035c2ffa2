import type { PuzzleFamily } from '../family';
import { farthestApartPlacement } from './algorithms/farthest-apart-placement';
import { hopsPastBrokenSpots } from './algorithms/hops-past-broken-spots';
import { kthDistinctScore } from './algorithms/kth-distinct-score';
import { mergingNeighbouringPiles } from './algorithms/merging-neighbouring-piles';
import { pairingAfterSorting } from './algorithms/pairing-after-sorting';
import { tradingWithACatch } from './algorithms/trading-with-a-catch';
import { hierarchyQuestions } from './data-structures/hierarchy-questions';
import { oneSlipApart } from './data-structures/one-slip-apart';
import { pathTotals } from './data-structures/path-totals';
import { repeatSightings } from './data-structures/repeat-sightings';
import { searchTreeShape } from './data-structures/search-tree-shape';
import { bouncingWalkers } from './logic-puzzles/bouncing-walkers';
import { doubtfulDoorLog } from './logic-puzzles/doubtful-door-log';
import { dropTestTower } from './logic-puzzles/drop-test-tower';
import { mostBookingsServed } from './logic-puzzles/most-bookings-served';
import { toggledDoors } from './logic-puzzles/toggled-doors';
import { tokensToTheCorner } from './logic-puzzles/tokens-to-the-corner';

/** Every puzzle family, by track. */
export const FAMILIES: readonly PuzzleFamily[] = [
  farthestApartPlacement,
  hopsPastBrokenSpots,
  kthDistinctScore,
  mergingNeighbouringPiles,
  pairingAfterSorting,
  tradingWithACatch,
  hierarchyQuestions,
  oneSlipApart,
  pathTotals,
  repeatSightings,
  searchTreeShape,
  bouncingWalkers,
  doubtfulDoorLog,
  dropTestTower,
  mostBookingsServed,
  toggledDoors,
  tokensToTheCorner,
];
