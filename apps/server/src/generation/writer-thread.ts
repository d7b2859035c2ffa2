import { parentPort } from 'node:worker_threads';
import type { Difficulty } from '@codequest/contracts';
import { writeCandidate } from './candidate';
import { FAMILIES } from './families';

/** The puzzle writer's thread (writer.ts): writes one family's puzzle per message, in order. */

export interface WriteMessage {
  id: number;
  familyId: string;
  seed: number;
  difficulty: Difficulty;
}

parentPort?.on('message', ({ id, familyId, seed, difficulty }: WriteMessage) => {
  try {
    const family = FAMILIES.find((candidate) => candidate.id === familyId);
    if (!family) throw new Error(`No puzzle family ${familyId}`);
    parentPort?.postMessage({ id, written: writeCandidate(family, seed, difficulty) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
