import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CODE_MESSAGES, type Puzzle, type SubmitResult, type User } from '@codequest/contracts';
import { JudgeProcessClient } from '@codequest/judge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContentDir, writeSumPuzzle } from '../../test/catalogue-fixture';
import { healthOf, sendCode, storedSubmissions } from '../../test/code-requests';
import { buildUser, type TestUser } from '../../test/factories';
import { alive, parentOf } from '../../test/processes';
import { SUM_PY, slowSumPy } from '../../test/programs';
import { useSeededServer } from '../../test/seeded';
import { startTestServer } from '../../test/test-server';
import { until } from '../../test/waiting';

/**
 * The embedded judge in a process of its own (the default without REDIS_URL): the server process holds no
 * sandbox, the judge process is its child over IPC. Killed mid-job (SIGKILL), it is started again; run and
 * submit answer 503 meanwhile; the job in flight is judged again by the new process, stored and paid once;
 * a job whose second judge process dies too answers Internal Error. When the server dies, so does its judge.
 */

/** Right, but slow: time enough to kill the judge process mid-job. */
const SLOW_SUM_PY = slowSumPy(1);

const { server, puzzles } = useSeededServer('sqlite', writeSumPuzzle);
let puzzle: Puzzle;
beforeAll(() => {
  [puzzle] = puzzles() as [Puzzle];
});

function judgeProcess(): JudgeProcessClient {
  const judge = server.app.ctx.judge;
  if (!(judge instanceof JudgeProcessClient)) throw new Error('the test server should have a judge process');
  return judge;
}

const health = () => healthOf(server);
const code = (learner: TestUser, route: 'run' | 'submit', source?: string) =>
  sendCode(server, puzzle.id, learner, route, source);
const submissions = (learner: TestUser) => storedSubmissions(server, puzzle.id, learner);

/** Kills the judge process once it runs a job, and waits until the server has seen it go. */
async function killJudgeMidJob(): Promise<number> {
  await until(() => expect(judgeProcess().stats().running).toBeGreaterThan(0), 20_000);
  const pid = judgeProcess().pid as number;
  process.kill(pid, 'SIGKILL');
  await until(() => expect(judgeProcess().pid).not.toBe(pid), 5000);
  return pid;
}

describe('the judge process', () => {
  it('is a child process of the server, and health says it runs', async () => {
    const pid = judgeProcess().pid as number;
    expect(pid).not.toBe(process.pid);
    expect(parentOf(pid)).toBe(process.pid);
    const body = await health();
    expect(body).toMatchObject({ ok: true, queue: 'judge-process', judgeProcess: { state: 'running' } });
    expect(body.sandbox).not.toBe('unavailable');
  });

  it('stops with its server, which logs that as news, not as an error', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const own = await startTestServer('sqlite', {
      env: { LOG_LEVEL: 'info' },
      logStream: (line) => lines.push(JSON.parse(line)),
    });
    await own.close();
    const stopped = lines.filter((line) => line.msg.startsWith('judge process stopped'));
    expect(stopped.map((line) => line.level)).toEqual([30]);
  });

  it('judges run and submit', async () => {
    const learner = await buildUser(server);
    const run = await code(learner, 'run');
    expect(run.body).toMatchObject({ verdict: 'ACCEPTED', passedCount: 2, totalCount: 2 });
    const wrong = await code(learner, 'submit', 'print(0)\n');
    expect(wrong.body).toMatchObject({ verdict: 'WRONG_ANSWER', success: false });
  });

  it('killed mid-job: 503 while it restarts, the job judged again by the next process, stored and paid once', async () => {
    const learner = await buildUser(server);
    const restartsBefore = judgeProcess().processState().restarts;
    const answer = code(learner, 'submit', SLOW_SUM_PY);
    await killJudgeMidJob();

    // Down until the next process is up (it starts after a backoff): 503 at once, and health says why.
    const meanwhile = await code(await buildUser(server), 'run');
    expect(meanwhile.status).toBe(503);
    expect(meanwhile.body).toEqual({ message: CODE_MESSAGES.judgeUnavailable, code: 'JUDGE_UNAVAILABLE' });
    const down = await health();
    expect(down).toMatchObject({ ok: false, sandbox: 'unavailable', judgeProcess: { state: 'restarting' } });
    expect(down.judge.languages.python.reason).toContain('killed by SIGKILL');

    const result = (await answer).body as SubmitResult;
    expect(result).toMatchObject({ verdict: 'ACCEPTED', success: true, passedCount: 8, totalCount: 8 });
    expect(result.xpGained).toBeGreaterThanOrEqual(puzzle.points);
    // Judged twice but one attempt: the first, and accepted.
    expect(result.newAchievements.map((achievement) => achievement.key)).toContain('first-try');
    expect((await submissions(learner)).map((submission) => submission.verdict)).toEqual(['ACCEPTED']);
    const me = await server.request<User>('GET', '/api/profile/current', { token: learner.token });
    expect(me.body.totalXP).toBe(result.xpGained);

    const after = await health();
    expect(after).toMatchObject({
      ok: true,
      judgeProcess: { state: 'running', restarts: restartsBefore + 1 },
    });
    expect(parentOf(judgeProcess().pid as number)).toBe(process.pid);
  }, 60_000);

  it('killed again while it judges the same job a second time: Internal Error, no test shown, nothing stored, yet an attempt', async () => {
    const learner = await buildUser(server);
    const answer = code(learner, 'submit', SLOW_SUM_PY);
    await killJudgeMidJob();
    await until(() => expect(judgeProcess().pid).toBeDefined(), 20_000);
    await killJudgeMidJob();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ verdict: 'INTERNAL_ERROR', success: false, results: [] });
    expect(await submissions(learner)).toEqual([]);
    await until(async () => expect((await health()).judgeProcess?.state).toBe('running'), 20_000);

    // It reached the judge, so the accept that follows is no first try.
    const accepted = (await code(learner, 'submit', SUM_PY)).body as SubmitResult;
    expect(accepted).toMatchObject({ verdict: 'ACCEPTED', success: true });
    expect(accepted.newAchievements.map((achievement) => achievement.key)).not.toContain('first-try');
  }, 60_000);
});

describe('a server that dies', () => {
  let child: ChildProcess | undefined;
  let dataDir: string;
  afterAll(() => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('takes its judge process with it (SIGKILL leaves no orphan)', async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'codequest-judge-process-'));
    const emptyContent = createContentDir();
    child = spawn(process.execPath, ['--import', 'tsx', path.resolve(import.meta.dirname, '../../main.ts')], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        CONTENT_DIR: emptyContent,
        WEB_DIST: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
    });
    // Loading the server's sources takes a while on a busy machine.
    await until(() => expect(log).toMatch(/judge process started \(pid \d+\)/), 90_000);
    const judgePid = Number(/judge process started \(pid (\d+)\)/.exec(log)?.[1]);
    expect(parentOf(judgePid)).toBe(child.pid);
    child.kill('SIGKILL');
    await until(() => expect(alive(judgePid)).toBe(false), 10_000);
    rmSync(emptyContent, { recursive: true, force: true });
  }, 120_000);
});
