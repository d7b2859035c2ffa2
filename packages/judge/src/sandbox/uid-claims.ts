import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { JudgeError } from '../errors';
import { ensureOwnedDir } from './owned-dir';

/**
 * Claims the judge's uids on this machine (one lock file per uid, holding the owner's pid), so that two
 * judge processes configured with overlapping uid ranges fail loudly instead of running programs as the
 * same user and sharing cgroups. A lock whose process is gone is taken over.
 */

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function claim(file: string, uid: number): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number(await readFile(file, 'utf8').catch(() => '0'));
    if (owner > 0 && (owner === process.pid || isAlive(owner))) {
      throw new JudgeError(
        'SANDBOX_UNAVAILABLE',
        `uid ${uid} is already used by judge process ${owner}: give each judge its own uidBase`,
      );
    }
    await unlink(file).catch(() => undefined);
  }
  throw new JudgeError('SANDBOX_UNAVAILABLE', `Could not claim uid ${uid}`);
}

/** Claims every uid or none; returns the release function. */
export async function claimUids(lockDir: string, uids: number[]): Promise<() => Promise<void>> {
  await ensureOwnedDir(lockDir, 0o700);
  const files: string[] = [];
  const release = async () => {
    await Promise.all(files.map((file) => unlink(file).catch(() => undefined)));
  };
  try {
    for (const uid of uids) {
      const file = path.join(lockDir, `uid-${uid}`);
      await claim(file, uid);
      files.push(file);
    }
  } catch (error) {
    await release();
    throw error;
  }
  return release;
}
