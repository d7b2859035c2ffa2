import { spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A disk of its own for a test: a tmpfs of `megabytes`, mounted in a new folder (root only), that the test
 * can fill to the last byte and free again, as a full disk comes and goes under a running CodeQuest.
 */
export class SmallDisk {
  readonly dir: string;
  private readonly filler: string;

  constructor(megabytes: number) {
    this.dir = mkdtempSync(path.join(tmpdir(), 'codequest-disk-'));
    const mounted = spawnSync(
      'mount',
      ['-t', 'tmpfs', '-o', `size=${megabytes}m,mode=0755`, 'tmpfs', this.dir],
      {
        encoding: 'utf8',
      },
    );
    if (mounted.status !== 0) throw new Error(`could not mount a tmpfs: ${mounted.stderr}`);
    this.filler = path.join(this.dir, 'filler');
  }

  /** Writes until the disk refuses a byte more. */
  fill(): void {
    const fd = openSync(this.filler, 'a');
    const block = Buffer.alloc(64 * 1024, 1);
    try {
      for (let size = block.length; size > 0; ) {
        try {
          writeSync(fd, block, 0, size);
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          size >>= 1;
        }
      }
    } finally {
      closeSync(fd);
    }
  }

  /** Frees what fill() took. */
  free(): void {
    rmSync(this.filler, { force: true });
  }

  unmount(): void {
    spawnSync('umount', ['--lazy', this.dir]);
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Why a test of a full disk cannot run here, or undefined. */
export function cannotMountDisks(): string | undefined {
  return process.getuid?.() === 0 ? undefined : 'not root: a disk of its own needs mount';
}
