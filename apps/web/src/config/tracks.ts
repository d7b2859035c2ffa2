import { LANDING_CLAIMS } from './constants';

/** The three advertised tracks and their topics (product spec, section 1). */
export interface Track {
  id: 'algorithms' | 'data-structures' | 'logic-puzzles';
  name: string;
  challenges: number;
  topics: readonly string[];
}

export const TRACKS: readonly Track[] = [
  {
    id: 'algorithms',
    name: 'Algorithms',
    challenges: LANDING_CLAIMS.challengesPerTrack,
    topics: ['Sorting & Searching', 'Dynamic Programming', 'Graph Algorithms', 'Recursion & Backtracking'],
  },
  {
    id: 'data-structures',
    name: 'Data Structures',
    challenges: LANDING_CLAIMS.challengesPerTrack,
    topics: ['Arrays & Linked Lists', 'Trees & Binary Search', 'Stacks & Queues', 'Hash Tables & Graphs'],
  },
  {
    id: 'logic-puzzles',
    name: 'Logic Puzzles',
    challenges: LANDING_CLAIMS.challengesPerTrack,
    topics: ['Mathematical Logic', 'Pattern Recognition', 'Brain Teasers', 'Critical Thinking'],
  },
];
