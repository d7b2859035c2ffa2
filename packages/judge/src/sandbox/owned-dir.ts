import { chmod, lstat, mkdir } from 'node:fs/promises';

/**
 * Creates or checks a folder the judge keeps its binaries and artifacts in: a real directory (not a link),
 * owned by the judge's own user and writable by no one else, so no other local user can swap what the judge
 * later executes as root or binds into a sandbox.
 */
export async function ensureOwnedDir(path: string, mode: number): Promise<void> {
  await mkdir(path, { mode, recursive: true });
  const info = await lstat(path);
  const owner = process.getuid?.() ?? 0;
  if (!info.isDirectory() || info.uid !== owner || (info.mode & 0o022) !== 0) {
    throw new Error(`${path} must be a directory owned by uid ${owner} and writable by no one else`);
  }
  if ((info.mode & 0o777) !== mode) await chmod(path, mode);
}
