import { startThread } from '../lib/thread';
import type { SimilarPair, SolutionInput } from './compare';

/**
 * The comparison runs in a worker thread of its own (similarity-thread.ts; dist/similarity-thread.js): a
 * class's solutions compared in pairs is CPU work the web process's event loop must not wait on.
 */

export interface SimilarityThreadData {
  solutions: SolutionInput[];
  threshold: number;
}

export type SimilarityThreadAnswer = { pairs: SimilarPair[] } | { error: string };

export function comparePairsInThread(data: SimilarityThreadData): Promise<SimilarPair[]> {
  return new Promise((resolve, reject) => {
    const thread = startThread(import.meta.dirname, 'similarity-thread', 'similarity-thread.ts', {
      workerData: data,
    });
    thread.once('message', (answer: SimilarityThreadAnswer) =>
      'pairs' in answer ? resolve(answer.pairs) : reject(new Error(answer.error)),
    );
    thread.once('error', reject);
    thread.once('exit', (code) =>
      reject(new Error(`the similarity thread ended (code ${code}) without an answer`)),
    );
  });
}
