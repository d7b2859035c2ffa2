import type { Language } from '@codequest/contracts';
import { describe, expect, it } from 'vitest';
import { expectContained, expectHealthy, judgeOne, leftoverProcesses, useJudge } from '../test/fixtures';
import { judgeEach } from '../test/judge-each';
import { C_SUM, SUM_TEST } from '../test/programs';

/**
 * Hostile programs against processes: fork and thread bombs, daemons that try to outlive the run, killing
 * everything or the parent, stopping themselves to dodge the clock, tracing. Each must end in a failed
 * verdict within its wall limit and leave no process of its uid behind.
 */

const judge = useJudge();
const WALL_MS = 2000;

type Programs = Record<Language, string>;

async function expectAllContained(programs: Programs, expected = 'never printed\n') {
  const results = await judgeEach(judge, programs, { expected });
  for (const result of results) expectContained(result, WALL_MS);
  expect(await leftoverProcesses(judge)).toEqual([]);
  return results;
}

const JAVA_SHELL = (command: string, then = '') =>
  `public class Main { public static void main(String[] a) throws Exception {\n` +
  `  Process p = new ProcessBuilder("/bin/sh", "-c", ${JSON.stringify(command)}).inheritIO().start();\n` +
  `  ${then}\n} }`;

describe('process bombs', () => {
  it('fork bombs hit the process cap and the clock', async () => {
    await expectAllContained({
      c: '#include <unistd.h>\nint main(void){for(;;)fork();}',
      cpp: '#include <unistd.h>\nint main() { for (;;) fork(); }',
      // Node cannot fork itself: each child is a new Node running this same file, which spawns in turn.
      javascript: [
        "const { spawn } = require('child_process');",
        'function again() {',
        '  try {',
        "    spawn(process.execPath, [__filename], { stdio: 'ignore' }).on('error', () => {});",
        '  } catch {}',
        '  setImmediate(again);',
        '}',
        'again();',
      ].join('\n'),
      python: 'import os\nwhile True:\n    try:\n        os.fork()\n    except OSError:\n        pass',
      java: JAVA_SHELL(
        'b(){ b|b& }; b',
        'while (true) { try { new ProcessBuilder("/bin/true").start(); } catch (Exception e) {} }',
      ),
    });
  });

  it('thread bombs hit the thread cap', async () => {
    const results = await expectAllContained({
      c: [
        '#include <pthread.h>\n#include <stdio.h>\n#include <unistd.h>',
        'static void*idle(void*a){(void)a;for(;;)pause();return 0;}',
        'int main(void){int n=0;for(;;){pthread_t t;if(pthread_create(&t,0,idle,0)==0)n++;else{printf("%d\\n",n);fflush(stdout);}}}',
      ].join('\n'),
      cpp: [
        '#include <chrono>\n#include <iostream>\n#include <system_error>\n#include <thread>',
        'int main() {',
        '  int n = 0;',
        '  for (;;) {',
        '    try {',
        '      std::thread([] { std::this_thread::sleep_for(std::chrono::hours(1)); }).detach();',
        '      n++;',
        '    } catch (const std::system_error &) {',
        '      std::cout << n << std::endl;',
        '    }',
        '  }',
        '}',
      ].join('\n'),
      // Each worker is a thread with a V8 instance of its own: the thread cap or the memory limit comes first.
      javascript: [
        "const { Worker } = require('worker_threads');",
        'function more() {',
        '  try {',
        "    new Worker('setInterval(() => {}, 1e6)', { eval: true }).on('error', () => {});",
        '  } catch {}',
        '  setImmediate(more);',
        '}',
        'more();',
      ].join('\n'),
      python: [
        'import threading, time',
        'count = 0',
        'while True:',
        '    threading.Thread(target=time.sleep, args=(1000,), daemon=True).start()',
        '    count += 1',
      ].join('\n'),
      java: 'public class Main { public static void main(String[] a) { int n = 0; while (true) { new Thread(() -> { try { Thread.sleep(1000000); } catch (InterruptedException e) {} }).start(); n++; } } }',
    });
    // C and C++ kept running (TLE) and printed how many threads they got: never more than the process limit.
    for (const result of results.slice(0, 2)) {
      const threads = Number(result.tests[0]?.output.split('\n')[0]);
      expect(threads).toBeGreaterThan(0);
      expect(threads).toBeLessThanOrEqual(31); // 32 tasks, the main thread included
    }
  });
});

describe('escapes', () => {
  it('daemons (double fork + setsid) die with the run', async () => {
    const results = await expectAllContained(
      {
        c: [
          '#include <stdio.h>\n#include <unistd.h>',
          'int main(void){',
          '  if(fork()==0){setsid();if(fork()==0){sleep(1);puts("I survived");fflush(stdout);sleep(60);}_exit(0);}',
          '  puts("parent done");fflush(stdout);return 0;}',
        ].join('\n'),
        cpp: [
          '#include <iostream>\n#include <unistd.h>',
          'int main() {',
          '  if (fork() == 0) {',
          '    setsid();',
          '    if (fork() == 0) { sleep(1); std::cout << "I survived" << std::endl; sleep(60); }',
          '    _exit(0);',
          '  }',
          '  std::cout << "parent done" << std::endl;',
          '}',
        ].join('\n'),
        // detached: the child starts a session of its own (setsid), and the parent does not wait for it.
        javascript: [
          "const { spawn } = require('child_process');",
          "spawn('/bin/sh', ['-c', 'sleep 1; echo I survived; sleep 60'], {",
          '  detached: true,',
          "  stdio: ['ignore', 'inherit', 'inherit'],",
          '}).unref();',
          "console.log('parent done');",
        ].join('\n'),
        python: [
          'import os, sys, time',
          'if os.fork() == 0:',
          '    os.setsid()',
          '    if os.fork() == 0:',
          '        time.sleep(1); print("I survived", flush=True); time.sleep(60)',
          '    os._exit(0)',
          'print("parent done", flush=True)',
        ].join('\n'),
        java: JAVA_SHELL(
          'setsid sh -c "sleep 1; echo I survived; sleep 60" &',
          'p.waitFor(); System.out.println("parent done");',
        ),
      },
      'parent done\nI survived\n',
    );
    for (const result of results) {
      expect(result.tests[0]?.output).toContain('parent done');
      expect(result.tests[0]?.output).not.toContain('I survived');
    }
  });

  it('kill -1, killing the parent and killing init reach nothing outside the sandbox', async () => {
    const honest = judgeOne(judge, 'c', C_SUM, SUM_TEST);
    await expectAllContained({
      c: [
        '#include <signal.h>\n#include <stdio.h>\n#include <unistd.h>',
        'int main(void){kill(-1,SIGKILL);kill(getppid(),SIGKILL);kill(1,SIGKILL);kill(1,SIGSTOP);puts("still here");return 0;}',
      ].join('\n'),
      cpp: [
        '#include <csignal>\n#include <iostream>\n#include <unistd.h>',
        'int main() {',
        '  kill(-1, SIGKILL);',
        '  kill(getppid(), SIGKILL);',
        '  kill(1, SIGKILL);',
        '  kill(1, SIGSTOP);',
        '  std::cout << "still here" << std::endl;',
        '}',
      ].join('\n'),
      javascript: [
        "for (const [pid, signal] of [[-1, 'SIGKILL'], [process.ppid, 'SIGKILL'], [1, 'SIGKILL'], [1, 'SIGSTOP']]) {",
        '  try {',
        '    process.kill(pid, signal);',
        '  } catch {}',
        '}',
        "console.log('still here');",
      ].join('\n'),
      python:
        'import os, signal\nos.kill(-1, 9)\nos.kill(os.getppid(), 9)\nos.kill(1, signal.SIGSTOP)\nprint("still here")',
      java: JAVA_SHELL(
        'kill -9 -1; kill -9 $PPID; kill -9 1',
        'p.waitFor(); System.out.println("still here");',
      ),
    });
    expect((await honest).verdict).toBe('ACCEPTED');
  });

  it('a program that stops itself (SIGSTOP) still runs out of wall time', async () => {
    await expectAllContained({
      c: '#include <signal.h>\nint main(void){raise(SIGSTOP);return 0;}',
      cpp: '#include <csignal>\nint main() { std::raise(SIGSTOP); }',
      javascript: "process.kill(process.pid, 'SIGSTOP');",
      python: 'import os, signal\nos.kill(os.getpid(), signal.SIGSTOP)',
      java: JAVA_SHELL('kill -STOP $PPID', 'p.waitFor();'),
    });
  });

  it('cannot trace the init or other processes', async () => {
    const source = [
      '#include <errno.h>\n#include <stdio.h>\n#include <sys/ptrace.h>\n#include <unistd.h>',
      'int main(void){',
      '  long a=ptrace(PTRACE_ATTACH,1,0,0);int ea=errno;',
      '  long b=ptrace(PTRACE_TRACEME,0,0,0);int eb=errno;',
      '  printf("%ld %d %ld %d\\n",a,ea,b,eb);return 0;}',
    ].join('\n');
    const result = await judgeOne(judge, 'c', source, { expected: '0 0 0 0\n' });
    expect(result.verdict).toBe('WRONG_ANSWER');
    expect(result.tests[0]?.output).toBe('-1 1 -1 1\n'); // EPERM, from the seccomp filter
  });

  it('leaves the judge healthy', async () => {
    await expectHealthy(judge);
  });
});
