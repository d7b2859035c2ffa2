import { accessSync, constants, existsSync, readFileSync } from 'node:fs';

/**
 * How strongly this machine lets the judge hold a program, strongest first:
 * - cgroup-v2: a delegated cgroup v2 subtree with the memory and pids controllers (exact memory peak, kill on limit);
 * - cgroup-v1: writable v1 memory and pids hierarchies (the same guarantees through the older interface);
 * - rlimits: bubblewrap with per-process rlimits only (address-space memory limit, no whole-tree accounting);
 * - unavailable: no bubblewrap, so the judge refuses to run code.
 */
export type SandboxMode = 'cgroup-v2' | 'cgroup-v1' | 'rlimits' | 'unavailable';

export const BWRAP_PATHS = ['/usr/bin/bwrap', '/usr/local/bin/bwrap'];

export function findBwrap(): string | undefined {
  return BWRAP_PATHS.find((candidate) => existsSync(candidate));
}

function writable(path: string): boolean {
  try {
    accessSync(path, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export function detectSandboxMode(): SandboxMode {
  if (!findBwrap()) return 'unavailable';
  const v2Controllers = '/sys/fs/cgroup/cgroup.controllers';
  if (existsSync(v2Controllers)) {
    const controllers = readFileSync(v2Controllers, 'utf8').split(/\s+/);
    if (controllers.includes('memory') && controllers.includes('pids') && writable('/sys/fs/cgroup')) {
      return 'cgroup-v2';
    }
  }
  if (writable('/sys/fs/cgroup/memory') && writable('/sys/fs/cgroup/pids')) return 'cgroup-v1';
  return 'rlimits';
}
