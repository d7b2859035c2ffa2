import type { PuzzleFamily } from '../family';
import { kthDistinctScore } from './algorithms/kth-distinct-score';
import { hierarchyQuestions } from './data-structures/hierarchy-questions';
import { oneSlipApart } from './data-structures/one-slip-apart';
import { pathTotals } from './data-structures/path-totals';
import { repeatSightings } from './data-structures/repeat-sightings';
import { searchTreeShape } from './data-structures/search-tree-shape';
import { toggledDoors } from './logic-puzzles/toggled-doors';

/** Every puzzle family, by track. */
export const FAMILIES: readonly PuzzleFamily[] = [
  kthDistinctScore,
  hierarchyQuestions,
  oneSlipApart,
  pathTotals,
  repeatSightings,
  searchTreeShape,
  toggledDoors,
];
