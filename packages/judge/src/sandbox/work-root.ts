import { lstat, mkdir, realpath, rm } from 'node:fs/promises';
import path from 'node:path';
import { JudgeError } from '../errors';
import { ensureOwnedDir } from './owned-dir';

/**
 * The judge's own folder tree, outside any data folder: bubblewrap runs as a slot's unprivileged uid and
 * opens every bind source itself, so each folder above a submission must let others pass (execute), and an
 * operator's DATA_DIR or home folder (often 0700 or 0750) must not have to. The root is shared by every
 * judge on the machine:
 *
 *   <root>/            0711 root   (pass through only)
 *   <root>/bin/        0755 root   the built launcher and compile service, shared, keyed by source hash
 *   <root>/locks/      0700 root   one lock file per claimed uid (uid-claims.ts)
 *   <root>/uids-<base>/ 0711 root  one judge's scratch: runs/<uuid>/ per submission; wiped when claimed
 */

export const DEFAULT_WORK_ROOT = '/run/codequest-judge';

export interface WorkRoot {
  root: string;
  bin: string;
  locks: string;
}

/** The first folder from / down to dir that others may not enter, if any. */
async function closedAncestor(dir: string): Promise<{ folder: string; mode: number } | undefined> {
  const parts = dir.split(path.sep).filter(Boolean);
  for (let depth = 0; depth <= parts.length; depth++) {
    const folder = path.join(path.sep, ...parts.slice(0, depth));
    const info = await lstat(folder);
    if ((info.mode & 0o001) === 0) return { folder, mode: info.mode & 0o777 };
  }
  return undefined;
}

export async function prepareWorkRoot(requested: string): Promise<WorkRoot> {
  await mkdir(requested, { recursive: true, mode: 0o711 });
  const root = await realpath(requested);
  const closed = await closedAncestor(root);
  if (closed) {
    throw new JudgeError(
      'SANDBOX_UNAVAILABLE',
      `The judge's work root ${root} is out of the sandbox users' reach: ${closed.folder} has mode ${closed.mode.toString(8).padStart(4, '0')}. Set JUDGE_WORK_ROOT to a folder under a path everyone may enter (default ${DEFAULT_WORK_ROOT})`,
    );
  }
  await ensureOwnedDir(root, 0o711);
  const bin = path.join(root, 'bin');
  const locks = path.join(root, 'locks');
  await ensureOwnedDir(bin, 0o755);
  await ensureOwnedDir(locks, 0o700);
  return { root, bin, locks };
}

/** A claimed judge's scratch folder, emptied of whatever a judge that held these uids before left. */
export async function prepareInstanceDir(workRoot: WorkRoot, uidBase: number): Promise<string> {
  const dir = path.join(workRoot.root, `uids-${uidBase}`);
  await rm(dir, { recursive: true, force: true });
  await ensureOwnedDir(dir, 0o711);
  const runs = path.join(dir, 'runs');
  await ensureOwnedDir(runs, 0o711);
  return runs;
}
