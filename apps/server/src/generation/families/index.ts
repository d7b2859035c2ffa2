import type { PuzzleFamily } from '../family';
import { kthDistinctScore } from './algorithms/kth-distinct-score';

/** Every puzzle family, by track. */
export const FAMILIES: readonly PuzzleFamily[] = [kthDistinctScore];
