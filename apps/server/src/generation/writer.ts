import type { Worker } from 'node:worker_threads';
import type { Difficulty } from '@codequest/contracts';
import { startThread } from '../lib/thread';
import type { GeneratedCandidate } from './candidate';
import type { WriteMessage } from './writer-thread';

/**
 * Writing a family's puzzle is computation alone (the expected outputs come from the family's own solver),
 * up to about half a second for the slowest families: on the web process's event loop it would hold up
 * every other request meanwhile. So the families write in a thread of their own, started at the first
 * puzzle and kept (it never keeps the process alive), one puzzle at a time. A thread that fails is
 * replaced at the next puzzle; the puzzles it was writing fail with the reason.
 */

type Answer = { id: number; written: GeneratedCandidate } | { id: number; error: string };

interface Pending {
  resolve: (written: GeneratedCandidate) => void;
  reject: (error: Error) => void;
}

/** A thread and the puzzles asked of it. */
interface Thread {
  worker: Worker;
  pending: Map<number, Pending>;
}

export class PuzzleWriter {
  private current: Thread | undefined;
  private nextId = 1;

  /** The family's puzzle for this seed, exactly as writeCandidate writes it. */
  write(familyId: string, seed: number, difficulty: Difficulty): Promise<GeneratedCandidate> {
    const id = this.nextId++;
    const message: WriteMessage = { id, familyId, seed, difficulty };
    const thread = this.thread();
    return new Promise((resolve, reject) => {
      thread.pending.set(id, { resolve, reject });
      thread.worker.postMessage(message);
    });
  }

  async close(): Promise<void> {
    const thread = this.current;
    this.current = undefined;
    await thread?.worker.terminate();
  }

  private thread(): Thread {
    if (this.current) return this.current;
    const thread: Thread = {
      worker: startThread(import.meta.dirname, 'generation-writer', 'writer-thread.ts'),
      pending: new Map(),
    };
    const { worker, pending } = thread;
    worker.unref();
    worker.on('message', (answer: Answer) => {
      const asked = pending.get(answer.id);
      pending.delete(answer.id);
      if ('written' in answer) asked?.resolve(answer.written);
      else asked?.reject(new Error(answer.error));
    });
    const fail = (error: Error) => {
      if (this.current === thread) this.current = undefined;
      for (const asked of pending.values()) asked.reject(error);
      pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The puzzle writer's thread exited with code ${code}`)));
    this.current = thread;
    return thread;
  }
}
