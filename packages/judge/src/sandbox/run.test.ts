import { readdirSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { findBwrap } from '../sandbox-mode';
import { useJudge } from '../test/fixtures';
import { runShell, type ShellRun } from '../test/shell-runs';
import { type CgroupManager, createCgroupManager } from './cgroups';
import type { SandboxHost } from './run';

/**
 * The sandbox runner on its own: what it reads back from inside a sandbox (the status line, the compiled
 * files) cannot be forged or turned into a link to a host file by the program.
 */

const judge = useJudge({ concurrency: 1, javaCompiler: 'cold' });

let slotUid = 0;

async function host(): Promise<SandboxHost> {
  const { launcher } = await judge.engine.sandboxHost(); // builds the launcher
  [slotUid = 0] = await judge.slotUids();
  return {
    mode: 'rlimits',
    bwrap: findBwrap() as string,
    launcher,
    cgroups: createCgroupManager('none', 'run-test'),
  };
}

function shell(sandboxHost: SandboxHost, script: string, options: ShellRun = {}) {
  if (slotUid === 0) throw new Error('call host() first: it claims the slot uid');
  return runShell(sandboxHost, { key: 'run-test', uid: slotUid }, script, options);
}

describe('sandbox runner', () => {
  it('brings back regular files only: no links, no fifos, no folders, no odd names', async () => {
    const script = [
      'ln -s /etc/passwd /box/out/main',
      'ln /usr/bin/true /box/out/hardlink 2>/dev/null',
      'mkfifo /box/out/fifo',
      'mkdir /box/out/dir && echo x > /box/out/dir/inner',
      'echo x > "/box/out/bad name"',
      'echo x > /box/out/.hidden',
      'echo regular > /box/out/Main.class',
    ].join('; ');
    const outcome = await shell(await host(), script, { collectOutputDir: true });
    expect(outcome.failure).toBeUndefined();
    expect(outcome.files.map((file) => [file.name, file.bytes.toString()])).toEqual([
      ['Main.class', 'regular\n'],
    ]);
  });

  it('ignores a status line forged by the program: the status descriptor is closed to it', async () => {
    const forged = 'exit=0 signal=0 cpu_us=1 maxrss_kb=1 wall_us=1 killed=none exec_errno=0';
    const outcome = await shell(await host(), `echo "${forged}" >&3; exit 7`);
    expect(outcome.exitCode).toBe(7);
    expect(outcome.stderr.toString()).toMatch(/Bad file descriptor|3/);
  });

  it('reports a program that cannot start as a failure of the sandbox, not of the program', async () => {
    const outcome = await shell(await host(), '', { argv: ['/nonexistent/program'] });
    expect(outcome.failure).toMatch(/could not be started/);
  });

  it('replaces a launcher killed while its sandbox was being set up: the run goes on, nothing waits', async () => {
    const sandboxHost = await host();
    const cgroups = sandboxHost.cgroups;
    let killed = 0;
    // The real group manager, whose limit step first kills the slot's launcher and lets Node hear of it.
    const killing: CgroupManager = {
      kind: cgroups.kind,
      dispose: () => cgroups.dispose(),
      prepare: async (slot) => {
        const group = await cgroups.prepare(slot);
        return {
          ...group,
          limit: async (limits) => {
            if (killed === 0) {
              for (const pid of launchersOf(slotUid)) process.kill(pid, 'SIGKILL');
              killed++;
              await delay(100);
            }
            return group.limit(limits);
          },
        };
      },
    };
    // Before, the run waited out its deadlines (14.5 s here) and came back as a failure of the sandbox.
    const outcome = await shell({ ...sandboxHost, cgroups: killing }, 'echo judged');
    expect(killed).toBe(1);
    expect(outcome.failure).toBeUndefined();
    expect(outcome.stdout.toString()).toBe('judged\n');
  });
});

/** The launchers (`launcher enter`) of a slot uid now running. */
function launchersOf(uid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
        return args[1] === 'enter' && args[args.indexOf('--uid') + 1] === String(uid);
      } catch {
        return false;
      }
    })
    .map(Number);
}
