import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SANDBOX_ENV } from '../languages';
import { type SandboxHost, type SandboxLimits, type SandboxOutcome, startSeries } from '../sandbox/run';
import { findToolchains } from '../toolchains';

/**
 * A shell script as one bare sandbox run (no judge around it: a series of one run, closed after it), for the
 * tests that plant links and files where the runner reads them back: small limits, so a mistake ends fast.
 */

const MB = 1024 * 1024;

/** C's toolchain folders, found once for every run (finding them starts a Node to count its threads). */
const C_ROOTS = findToolchains().roots.c;

const LIMITS: SandboxLimits = {
  cpuMs: 1000,
  wallMs: 3000,
  memoryBytes: 64 * MB,
  addressSpaceBytes: 0,
  processes: 16,
  fileSizeBytes: MB,
  openFiles: 64,
  stackBytes: 8 * MB,
};

export interface ShellRun {
  /** Make /box/out and bring its files back, as a compile does. */
  collectOutputDir?: boolean;
  /** Another program than the shell. */
  argv?: string[];
}

/** `/bin/sh -c script` on the slot (its key and uid, the gid the same), with C's toolchain roots. */
export async function runShell(
  host: SandboxHost,
  slot: { key: string; uid: number },
  script: string,
  options: ShellRun = {},
): Promise<SandboxOutcome> {
  // A folder of submissions holding one, empty: bubblewrap opens it as the slot user.
  const runsDir = mkdtempSync(path.join(tmpdir(), 'shell-runs-'));
  chmodSync(runsDir, 0o711);
  mkdirSync(path.join(runsDir, 'run'), { mode: 0o755 });
  try {
    const series = await startSeries(host, {
      slot: { key: slot.key, uid: slot.uid, gid: slot.uid },
      env: SANDBOX_ENV,
      roots: C_ROOTS,
      runsDir,
      limits: LIMITS,
    });
    try {
      return await series.run(
        {
          argv: options.argv ?? ['/bin/sh', '-c', script],
          limits: LIMITS,
          stdoutBytes: 4096,
          stderrBytes: 4096,
          folder: 'run',
          collectOutputDir: options.collectOutputDir,
          toolchain: options.collectOutputDir,
        },
        '',
      );
    } finally {
      await series.close();
    }
  } finally {
    rmSync(runsDir, { recursive: true, force: true });
  }
}
