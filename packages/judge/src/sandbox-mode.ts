import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import type { SANDBOX_MODES } from '@codequest/contracts';

/**
 * How strongly this machine lets the judge hold a program, strongest first:
 * - cgroup-v2: a cgroup v2 hierarchy with the memory and pids controllers (exact memory peak, kill on limit);
 * - cgroup-v1: writable v1 memory and pids hierarchies (the same guarantees through the older interface);
 * - rlimits: bubblewrap with per-process rlimits only (address-space memory limit, no whole-tree accounting);
 * - unavailable: not root (each slot needs a user of its own), no bubblewrap or no user namespaces, so the
 *   judge refuses to run code.
 */
export type SandboxMode = (typeof SANDBOX_MODES)[number];

export const BWRAP_PATHS = ['/usr/bin/bwrap', '/usr/local/bin/bwrap'];

const STRENGTH: Record<SandboxMode, number> = { 'cgroup-v2': 3, 'cgroup-v1': 2, rlimits: 1, unavailable: 0 };

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

function readSetting(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** bubblewrap runs as the slot's unprivileged user, so it needs unprivileged user namespaces. */
function userNamespacesAllowed(): boolean {
  if (readSetting('/proc/sys/user/max_user_namespaces') === '0') return false;
  return readSetting('/proc/sys/kernel/unprivileged_userns_clone') !== '0';
}

export function detectSandboxMode(): SandboxMode {
  if (process.geteuid?.() !== 0 || !findBwrap() || !userNamespacesAllowed()) return 'unavailable';
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

/**
 * The mode to run in: the detected one, or a weaker one asked for (tests of the rlimits layer). Asking for a
 * stronger mode than the machine allows, or for the other cgroup version, is a configuration error.
 */
export function chooseSandboxMode(requested?: SandboxMode): SandboxMode {
  const detected = detectSandboxMode();
  if (requested === undefined || requested === detected) return detected;
  const weaker = STRENGTH[requested] < STRENGTH[detected] && !requested.startsWith('cgroup');
  if (!weaker)
    throw new Error(`Sandbox mode ${requested} is not available here (this machine allows ${detected})`);
  return requested;
}
