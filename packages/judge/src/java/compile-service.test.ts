import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { judgeOne, useJudge } from '../test/fixtures';
import { JAVA_SUM, javacInferenceBomb, SUM_TEST } from '../test/programs';

/** The warm Java compiler: its warm path, its restarts, its timeout, and the cold javac it falls back on. */

const warm = useJudge();
const cold = useJudge({ javaCompiler: 'cold' });
const fresh = useJudge();
const IDLE_MS = 1500;
const idling = useJudge({ javaServiceIdleMs: IDLE_MS });

async function service() {
  const found = await warm.engine.javaService();
  if (!found) throw new Error('the judge has no compile service');
  return found;
}

describe('compile service', () => {
  it('compiles through one warm JVM, much faster than a cold javac', async () => {
    await warm.warmUp();
    const compileService = await service();
    expect(compileService.starts).toBe(1);
    const first = await judgeOne(warm, 'java', JAVA_SUM, SUM_TEST);
    const second = await judgeOne(warm, 'java', JAVA_SUM.replace('args', 'arguments'), SUM_TEST);
    const coldRun = await judgeOne(cold, 'java', JAVA_SUM, SUM_TEST);
    expect([first.verdict, second.verdict, coldRun.verdict]).toEqual(['ACCEPTED', 'ACCEPTED', 'ACCEPTED']);
    expect(compileService.starts).toBe(1);
    expect(second.compile.timeMs).toBeLessThan(coldRun.compile.timeMs);
  });

  it('reports compile errors in javac form', async () => {
    const result = await judgeOne(warm, 'java', 'public class Main {\n  void f() { int x = ; }\n}', SUM_TEST);
    expect(result.verdict).toBe('COMPILATION_ERROR');
    expect(result.compile.output).toContain('Main.java:2: error: illegal start of expression');
    expect(result.compile.output).toContain('1 error');
  });

  it('refuses classes outside the default package and a source without a class', async () => {
    const packaged = await judgeOne(warm, 'java', `package app;\n${JAVA_SUM}`, SUM_TEST);
    expect(packaged.verdict).toBe('COMPILATION_ERROR');
    expect(packaged.compile.output).toMatch(/default package/);
    // A class not called Main is found in the source and run (see main-class.test.ts).
    const solution = await judgeOne(
      warm,
      'java',
      'class Solution { public static void main(String[] a) {} }',
    );
    expect(solution.verdict).toBe('ACCEPTED');
    const noClass = await judgeOne(warm, 'java', 'import java.util.*;\n');
    expect(noClass.verdict).toBe('COMPILATION_ERROR');
    expect(noClass.compile.output).toMatch(/no class declared/);
  });

  it('restarts after the service is killed, and keeps judging', async () => {
    const compileService = await service();
    const pid = compileService.pid;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid as number, 'SIGKILL');
    for (let waited = 0; compileService.pid === pid && waited < 5000; waited += 50) await delay(50);
    // Judged at once (a cold javac while the service restarts), then warm again.
    const result = await judgeOne(warm, 'java', JAVA_SUM, SUM_TEST);
    expect(result.verdict).toBe('ACCEPTED');
    await compileService.warmUp();
    expect(compileService.starts).toBe(2);
    expect(compileService.pid).toBeGreaterThan(0);
    expect(compileService.pid).not.toBe(pid);
    expect((await judgeOne(warm, 'java', JAVA_SUM, SUM_TEST)).verdict).toBe('ACCEPTED');
  });

  it('stops a compile that runs past the compile limit, then restarts', async () => {
    const compileService = await service();
    await compileService.warmUp();
    const startsBefore = compileService.starts;
    const bomb = await judgeOne(warm, 'java', javacInferenceBomb(14), {}, { limits: { compileMs: 2000 } });
    expect(bomb.verdict).toBe('COMPILATION_ERROR');
    expect(bomb.compile.output).toBe('Compilation took longer than 2 s');
    const after = await judgeOne(warm, 'java', JAVA_SUM, SUM_TEST);
    expect(after.verdict).toBe('ACCEPTED');
    expect(compileService.starts).toBe(startsBefore + 1);
  });

  it('answers a request sent straight to the service within a timeout, or says it timed out', async () => {
    const compileService = await service();
    await compileService.warmUp();
    const quick = await compileService.compile(JAVA_SUM, 30_000);
    expect(quick.kind).toBe('compiled');
    // A compile of seconds, not a quick one with a 1 ms timeout: a process the busy machine kept waiting
    // finds the quick one's answer and its timer due together, and reads the answer first.
    expect(await compileService.compile(javacInferenceBomb(14), 100)).toEqual({ kind: 'timeout' });
  });
});

describe('an idle compile service', () => {
  it('is not started by the self-test; stops when idle, and the next Java submission starts it again', async () => {
    const health = await idling.selfTest();
    expect(health.languages.java.status).toBe('ok');
    const compileService = await idling.engine.javaService();
    if (!compileService) throw new Error('the judge has no compile service');
    expect(compileService.starts).toBe(0);

    // A learner's submission compiles cold and starts the service behind it; the next one is warm.
    expect((await judgeOne(idling, 'java', JAVA_SUM, SUM_TEST)).verdict).toBe('ACCEPTED');
    await compileService.warmUp();
    const pid = compileService.pid;
    expect((await judgeOne(idling, 'java', JAVA_SUM, SUM_TEST)).verdict).toBe('ACCEPTED');
    expect(compileService.starts).toBe(1);

    // Requests keep it running past its idle time; without them it stops, its processes gone.
    for (let i = 0; i < 3; i++) {
      await delay(IDLE_MS / 2);
      expect(compileService.pid).toBe(pid);
      expect((await compileService.compile(JAVA_SUM, 30_000)).kind).toBe('compiled');
    }
    for (let waited = 0; compileService.ready && waited < 10 * IDLE_MS; waited += 100) await delay(100);
    expect(compileService.ready).toBe(false);
    expect(compileService.idleStops).toBe(1);
    for (let waited = 0; isRunning(pid) && waited < 5000; waited += 50) await delay(50);
    expect(isRunning(pid)).toBe(false);
    expect(compileService.starts).toBe(1); // not restarted as after a crash

    // The next submission is judged at once (cold) and starts it again.
    expect((await judgeOne(idling, 'java', JAVA_SUM, SUM_TEST)).verdict).toBe('ACCEPTED');
    await compileService.warmUp();
    expect(compileService.starts).toBe(2);
    expect(compileService.pid).not.toBe(pid);
  });
});

function isRunning(pid: number | undefined): boolean {
  try {
    process.kill(pid as number, 0);
    return true;
  } catch {
    return false;
  }
}

describe('cold javac', () => {
  it('judges the first Java submission at once while the service starts behind it', async () => {
    const result = await judgeOne(fresh, 'java', JAVA_SUM, SUM_TEST);
    expect(result.verdict).toBe('ACCEPTED');
    const compileService = await fresh.engine.javaService();
    expect(compileService?.starts).toBe(1);
    await compileService?.warmUp();
    expect(compileService?.ready).toBe(true);
  });

  it('judges Java with one javac per submission', async () => {
    expect(await cold.engine.javaService()).toBeUndefined();
    const accepted = await judgeOne(cold, 'java', JAVA_SUM, SUM_TEST);
    expect(accepted.verdict).toBe('ACCEPTED');
    const broken = await judgeOne(cold, 'java', 'public class Main { void f() { undefinedCall(); } }');
    expect(broken.verdict).toBe('COMPILATION_ERROR');
    expect(broken.compile.output).toMatch(/cannot find symbol/);
  });

  it('holds javac to the compile limit too', async () => {
    const bomb = await judgeOne(cold, 'java', javacInferenceBomb(14), {}, { limits: { compileMs: 2000 } });
    expect(bomb.verdict).toBe('COMPILATION_ERROR');
    expect(bomb.compile.output).toMatch(/Compilation took longer than 2 s/);
  });
});
