import type { Difficulty, GenerationProgress } from '@codequest/contracts';
import type { Judge } from '@codequest/judge';
import type { FastifyBaseLogger } from 'fastify';
import type { PuzzleProvider } from '../../generation/provider';
import type { PuzzleWriter } from '../../generation/writer';
import type { ServiceContext } from '../context';

/** What every step of a generation reaches, and what a request for one asks: shared by its modules. */

export interface GenerationContext extends ServiceContext {
  judge: Pick<Judge, 'judge'>;
  log: FastifyBaseLogger;
  /** The configured model, if any; the families write what it cannot. */
  provider?: PuzzleProvider | undefined;
  /** Where the families write their puzzles: off the event loop. */
  puzzleWriter: Pick<PuzzleWriter, 'write'>;
}

export interface GenerationRequest {
  /** Who asks: a learner's puzzles are their own; an admin's (or the schedule's, id null) are shared. */
  requester: { id: number | null; isAdmin: boolean };
  category?: string | number | undefined;
  difficulty?: Difficulty | undefined;
  count: number;
  /** Called as the work goes on: puzzles being written, proven, ready. */
  onProgress?: (event: GenerationProgress) => void;
  /** The admin's auto-update: recorded as such in the audit log. */
  auto?: boolean;
}
