import type { JudgeError } from '../errors';
import type { JudgeReply } from './reply';

/** What every transport keeps of a job it awaits: how to answer its caller, once. */
export interface AwaitedReply {
  resolve: (reply: JudgeReply) => void;
  reject: (error: JudgeError) => void;
}

/**
 * The jobs a transport awaits, by its own job id, each answered once: the first reply or failure settles it
 * and removes it, so a job judged twice (its first judge died) or refused after it was answered counts once.
 */
export class PendingReplies<Id, Job extends AwaitedReply> extends Map<Id, Job> {
  settle(id: Id, reply: JudgeReply): void {
    const job = this.get(id);
    if (!job) return;
    this.delete(id);
    job.resolve(reply);
  }

  fail(id: Id, error: JudgeError): void {
    const job = this.get(id);
    if (!job) return;
    this.delete(id);
    job.reject(error);
  }
}
