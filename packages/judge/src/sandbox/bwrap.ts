import { lstatSync, readlinkSync } from 'node:fs';

/**
 * The bubblewrap command line of one sandbox. Every run gets new user, pid, ipc, uts, network, cgroup and
 * mount namespaces; a root that is read-only and holds only the host's /usr (plus a toolchain's own folders),
 * a fresh /proc, a minimal read-only /dev, and two fresh size-capped tmpfs folders (/box, the working folder,
 * and /tmp) that vanish with the run. No /etc, /home, /root, /var, project or data folder is ever bound. A
 * series of runs (tests, of one submission after another) gives each run new mount, network and IPC
 * namespaces, new tmpfs folders and its own submission's folder alone (the launcher's init makes them).
 */

/** Fixed paths inside every sandbox. */
export const SANDBOX_PATHS = {
  init: '/sandbox/init',
  work: '/box',
  output: '/box/out',
  tmp: '/tmp',
  /** Where a run's program is: a series binds its submission's folder here, read-only, run by run. */
  program: '/prog',
  /** Where a compile finds the source: its submission's folder, read-only. */
  source: '/src',
  /** A series' view of the judge's submission folders; each run binds its own at /prog and unmounts this. */
  runs: '/runs',
} as const;

export interface ReadOnlyBind {
  host: string;
  sandbox: string;
}

export interface BwrapSpec {
  /** Read-only folders of the host, bound at the same path (toolchains). */
  roots: string[];
  binds: ReadOnlyBind[];
  /** Empty folders made in the read-only root: where a series' init mounts a run's folder. */
  mountPoints?: string[];
  launcher: string;
  tmpfsBytes: number;
  env: Record<string, string>;
  /** Arguments of the launcher's init role, program included. */
  initArgs: string[];
  /** Where bubblewrap writes the host pid of the sandbox's init. */
  infoFd: number;
  /**
   * A series of runs: the init keeps CAP_SYS_ADMIN in the sandbox's own user namespace, to give each run
   * fresh namespaces and folders, and CAP_SETPCAP, to empty the bounding set; the program has neither, in no
   * set (the init drops them before the exec).
   */
  freshRuns: boolean;
}

const TOP_LEVEL_LINKS = ['/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

let cachedLinks: string[] | undefined;

/** Merged-/usr systems link /bin, /lib… into /usr: recreate the links; older layouts bind the folders. */
function topLevelArgs(): string[] {
  if (cachedLinks) return cachedLinks;
  const args: string[] = [];
  for (const entry of TOP_LEVEL_LINKS) {
    try {
      const info = lstatSync(entry);
      if (info.isSymbolicLink()) args.push('--symlink', readlinkSync(entry), entry);
      else if (info.isDirectory()) args.push('--ro-bind', entry, entry);
    } catch {
      // Not on this system.
    }
  }
  cachedLinks = args;
  return args;
}

export function bwrapArgs(spec: BwrapSpec): string[] {
  const args = [
    '--unshare-user',
    '--unshare-pid',
    '--unshare-ipc',
    '--unshare-uts',
    '--unshare-net',
    '--unshare-cgroup-try',
    '--disable-userns',
    '--die-with-parent',
    '--new-session',
    '--as-pid-1',
    '--cap-drop',
    'ALL',
    ...(spec.freshRuns ? ['--cap-add', 'CAP_SYS_ADMIN', '--cap-add', 'CAP_SETPCAP'] : []),
    '--hostname',
    'judge',
    '--info-fd',
    String(spec.infoFd),
  ];
  for (const root of spec.roots) args.push('--ro-bind', root, root);
  args.push(...topLevelArgs());
  args.push('--proc', '/proc', '--dev', '/dev', '--remount-ro', '/dev');
  const size = String(spec.tmpfsBytes);
  args.push('--size', size, '--tmpfs', SANDBOX_PATHS.tmp, '--size', size, '--tmpfs', SANDBOX_PATHS.work);
  for (const bind of spec.binds) args.push('--ro-bind', bind.host, bind.sandbox);
  for (const folder of spec.mountPoints ?? []) args.push('--dir', folder);
  args.push('--ro-bind', spec.launcher, SANDBOX_PATHS.init);
  args.push('--chdir', SANDBOX_PATHS.work, '--clearenv');
  for (const [name, value] of Object.entries(spec.env)) args.push('--setenv', name, value);
  args.push('--remount-ro', '/', '--', SANDBOX_PATHS.init, 'init', ...spec.initArgs);
  return args;
}
