import { SANDBOX_ENV } from '../languages';
import type { SandboxSpec } from '../sandbox/run';
import { findToolchains } from '../toolchains';

/**
 * A shell script as one bare sandbox run (no judge around it), for the tests that plant links and files
 * where the runner reads them back: small limits, so a mistake ends fast.
 */

const MB = 1024 * 1024;

/** Nothing on stdin; a few KB kept of each output. */
export const SHELL_IO = { stdin: '', stdoutBytes: 4096, stderrBytes: 4096 };

/** `/bin/sh -c script` on the slot (its key and uid, the gid the same), with C's toolchain roots. */
export function shellSpec(
  slot: { key: string; uid: number },
  script: string,
  collectOutputDir = false,
): SandboxSpec {
  return {
    slot: { key: slot.key, uid: slot.uid, gid: slot.uid },
    argv: ['/bin/sh', '-c', script],
    env: SANDBOX_ENV,
    roots: findToolchains().roots.c,
    binds: [],
    limits: {
      cpuMs: 1000,
      wallMs: 3000,
      memoryBytes: 64 * MB,
      addressSpaceBytes: 0,
      processes: 16,
      fileSizeBytes: MB,
      openFiles: 64,
      stackBytes: 8 * MB,
    },
    collectOutputDir,
  };
}
