import type { PuzzleFamily } from '../family';
import { kthDistinctScore } from './algorithms/kth-distinct-score';
import { bouncingWalkers } from './logic-puzzles/bouncing-walkers';
import { doubtfulDoorLog } from './logic-puzzles/doubtful-door-log';
import { dropTestTower } from './logic-puzzles/drop-test-tower';
import { mostBookingsServed } from './logic-puzzles/most-bookings-served';
import { toggledDoors } from './logic-puzzles/toggled-doors';
import { tokensToTheCorner } from './logic-puzzles/tokens-to-the-corner';

/** Every puzzle family, by track. */
export const FAMILIES: readonly PuzzleFamily[] = [
  kthDistinctScore,
  bouncingWalkers,
  doubtfulDoorLog,
  dropTestTower,
  mostBookingsServed,
  toggledDoors,
  tokensToTheCorner,
];
