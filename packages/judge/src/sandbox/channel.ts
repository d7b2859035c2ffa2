import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, constants, openSync } from 'node:fs';
import { chmod, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * The pipes between an interactive problem's program and its output validator, each running in a sandbox of
 * its own: two FIFOs per test (to the program, from the program) in a folder of the runs folder that no run
 * binds, so only the two sandboxes' inits open them, by name (see open_fifo in launcher-source.ts), and no
 * program can open them again. The host holds both ends of a test's FIFOs open from before either run starts
 * until one of the two has ended: no init's open waits for the other side, and no program reads an end of
 * file before its partner has even started. Once the host lets go, the first program's end reaches the other
 * as it would through a pipe (an end of file, or SIGPIPE on a write).
 */

const run = promisify(execFile);

/** A test's two FIFOs, as the series' runs name them ("folder/name" in the runs folder). */
export interface HeldChannel {
  toProgram: string;
  fromProgram: string;
  /** Lets go of both (once a run has ended); again is nothing. */
  release(): void;
}

export class Channels {
  private constructor(
    private readonly runsDir: string,
    private readonly folder: string,
  ) {}

  /** A folder of FIFO pairs, one pair per test (a pair serves each pass of its test in turn). */
  static async create(runsDir: string, tests: number): Promise<Channels> {
    const folder = `io-${randomUUID()}`;
    const dir = path.join(runsDir, folder);
    await mkdir(dir, { mode: 0o755 });
    await chmod(dir, 0o755);
    const fifos = Array.from({ length: tests }, (_, index) => [
      path.join(dir, `${index}.to`),
      path.join(dir, `${index}.from`),
    ]).flat();
    // Node has no mkfifo of its own. 0666: the inits run as the slots' unprivileged users.
    if (fifos.length > 0)
      await run('mkfifo', ['-m', '0666', '--', ...fifos], { env: { PATH: '/usr/bin:/bin' } });
    return new Channels(runsDir, folder);
  }

  /** Test `index`'s pair, held open at both ends until released. */
  hold(index: number): HeldChannel {
    const toProgram = `${this.folder}/${index}.to`;
    const fromProgram = `${this.folder}/${index}.from`;
    // O_RDWR on a FIFO never waits (Linux), and makes the host a reader and a writer of each.
    const held = [toProgram, fromProgram].map((name) =>
      openSync(path.join(this.runsDir, name), constants.O_RDWR | constants.O_NONBLOCK | constants.O_NOFOLLOW),
    );
    let released = false;
    return {
      toProgram,
      fromProgram,
      release: () => {
        if (released) return;
        released = true;
        for (const fd of held) closeSync(fd);
      },
    };
  }

  async remove(): Promise<void> {
    await rm(path.join(this.runsDir, this.folder), { recursive: true, force: true });
  }
}
