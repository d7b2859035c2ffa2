import type { JudgeHealth } from '@codequest/contracts';
import type { JudgeQueueStats } from '../../queue';
import type { JudgeReply } from '../reply';
import type { JudgeJob, TextLocation } from '../texts';

/**
 * What the server and its judge process say to each other over Node's IPC channel (the embedded default:
 * the judge runs as a child process of its own, as root, and the server holds no sandbox). Every message is
 * plain JSON. A job names its stored tests by hash (texts.ts): the judge process asks for where they are
 * (`needTexts`) and reads the catalogue's from their files itself.
 */

/** How the judge process is set up: the server's judge settings, passed once on its command line. */
export interface JudgeProcessOptions {
  concurrency: number;
  uidBase?: number;
  workRoot?: string;
  bwrap?: string;
  /** How long the warm Java compiler waits for a request before it stops (the judge's javaServiceIdleMs). */
  javaServiceIdleMs?: number;
  /** The content folder: the only place the judge process reads a catalogue test's file. */
  contentDir?: string;
}

export type ToJudgeProcess =
  | { type: 'judge'; id: number; request: JudgeJob; learnerKey?: string }
  | { type: 'selfTest'; id: number }
  /** The answer to `needTexts`: where each text is, or why they cannot be had. */
  | { type: 'texts'; id: number; texts: TextLocation[] }
  | { type: 'texts'; id: number; error: string }
  /** Finish the running jobs, then exit. */
  | { type: 'close' };

export type FromJudgeProcess =
  /** Sent once the judge is built (and every second after: its health and load). */
  | { type: 'state'; health: JudgeHealth; stats: JudgeQueueStats; mode: JudgeHealth['mode'] }
  | { type: 'reply'; id: number; reply: JudgeReply }
  | { type: 'selfTested'; id: number; health: JudgeHealth }
  /** Where are the texts of these hashes (a job's stored tests)? */
  | { type: 'needTexts'; id: number; hashes: string[] }
  /** What went wrong on the host when a result says INTERNAL_ERROR (for the operator's log). */
  | { type: 'internalError'; detail: string };

/** How often the judge process reports its health and load. */
export const STATE_EVERY_MS = 1000;
