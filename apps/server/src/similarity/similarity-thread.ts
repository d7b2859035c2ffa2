import { parentPort, workerData } from 'node:worker_threads';
import { comparePairs } from './compare';
import type { SimilarityThreadAnswer, SimilarityThreadData } from './in-thread';

/** A similarity report's thread (in-thread.ts): compares the solutions it is given, answers, and ends. */

if (!parentPort) {
  console.error('similarity-thread.js is a thread started by the CodeQuest server, not a command');
  process.exit(1);
}
const data = workerData as SimilarityThreadData;
const answer = (message: SimilarityThreadAnswer) => parentPort?.postMessage(message);
try {
  answer({ pairs: comparePairs(data.solutions, data.threshold) });
} catch (error) {
  answer({ error: error instanceof Error ? error.message : String(error) });
}
