import { createJudge } from '../../judge';
import type { JudgeRequest } from '../../types';
import { internalErrorResult, judgeReply } from '../reply';
import { fillJob, type JudgeJob, readLocated, referencedHashes } from '../texts';
import { sendIfConnected } from './channel';
import type { FromJudgeProcess, JudgeProcessOptions, ToJudgeProcess } from './protocol';
import { STATE_EVERY_MS } from './protocol';

/**
 * The judge process: the embedded judge (bubblewrap sandboxes, root) in a process of its own, started by the
 * server (or, when the server runs unprivileged, by its root launcher) with an IPC channel. It judges what the
 * channel sends and answers on it; when the channel closes (the server is gone, even by SIGKILL) it exits, so
 * it is never left behind.
 */

function send(message: FromJudgeProcess): void {
  sendIfConnected(process, message);
}

function main(): void {
  if (!process.send) {
    console.error('the judge process is started by the CodeQuest server (it needs an IPC channel)');
    process.exit(1);
  }
  const options = JSON.parse(process.argv[2] ?? '{}') as JudgeProcessOptions;
  const judge = createJudge({
    concurrency: options.concurrency,
    ...(options.uidBase === undefined ? {} : { uidBase: options.uidBase }),
    ...(options.workRoot === undefined ? {} : { workRoot: options.workRoot }),
    ...(options.bwrap === undefined ? {} : { bwrap: options.bwrap }),
    ...(options.javaServiceIdleMs === undefined ? {} : { javaServiceIdleMs: options.javaServiceIdleMs }),
    onInternalError: (detail) => send({ type: 'internalError', detail }),
  });
  const state = () => send({ type: 'state', health: judge.health(), stats: judge.stats(), mode: judge.mode });
  const timer = setInterval(state, STATE_EVERY_MS);
  let closing = false;
  const close = async () => {
    if (closing) return;
    closing = true;
    clearInterval(timer);
    await judge.close().catch(() => undefined);
    process.exit(0);
  };

  const texts = new TextRequests(options.contentDir);
  process.on('message', (message: ToJudgeProcess) => {
    if (message.type === 'judge') {
      const learner = message.learnerKey === undefined ? {} : { learnerKey: message.learnerKey };
      texts
        .fill(message.request)
        .then((request) => {
          const reply = judgeReply(judge, request, learner);
          // The load changed (a job runs or waits): the server's health and stats say so at once.
          state();
          return reply;
        })
        .then(
          (reply) => {
            // The load first: a server that reads its stats once the reply is in sees this job done.
            state();
            send({ type: 'reply', id: message.id, reply });
          },
          (error: unknown) => {
            // The judge's own failure, no refusal: Internal Error for the learner, the detail for the log.
            state();
            send({ type: 'internalError', detail: describe(error) });
            send({ type: 'reply', id: message.id, reply: { result: internalErrorResult() } });
          },
        );
    } else if (message.type === 'selfTest') {
      void judge.selfTest().then((health) => {
        send({ type: 'selfTested', id: message.id, health });
        state();
      });
    } else if (message.type === 'texts') {
      texts.answer(message);
    } else if (message.type === 'close') {
      void close();
    }
  });
  // The server is gone (it exited, or was killed): nothing is left to answer to.
  process.on('disconnect', () => process.exit(0));
  // Ctrl-C reaches the whole process group: the server closes its judge itself, in order.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => void close());
  state();
}

/**
 * A job's stored tests, filled in: the server says where each text is (needTexts), and the catalogue's are
 * read from their files here, each checked against its hash.
 */
class TextRequests {
  private nextId = 0;
  private readonly waiting = new Map<number, (answer: Extract<ToJudgeProcess, { type: 'texts' }>) => void>();

  constructor(private readonly contentDir: string | undefined) {}

  async fill(job: JudgeJob): Promise<JudgeRequest> {
    const hashes = referencedHashes(job);
    if (hashes.length === 0) return fillJob(job, new Map());
    const id = ++this.nextId;
    const answer = await new Promise<Extract<ToJudgeProcess, { type: 'texts' }>>((resolve) => {
      this.waiting.set(id, resolve);
      send({ type: 'needTexts', id, hashes });
    });
    if ('error' in answer)
      throw new Error(`the server could not say where a job's tests are: ${answer.error}`);
    const texts = new Map<string, string>();
    for (const location of answer.texts) {
      if ('file' in location && this.contentDir === undefined)
        throw new Error('the judge process was started without a content folder: it reads no catalogue file');
      texts.set(location.hash, await readLocated(location, this.contentDir ?? ''));
    }
    return fillJob(job, texts);
  }

  answer(message: Extract<ToJudgeProcess, { type: 'texts' }>): void {
    const resolve = this.waiting.get(message.id);
    this.waiting.delete(message.id);
    resolve?.(message);
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

main();
