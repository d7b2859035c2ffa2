import { randomUUID } from 'node:crypto';
import { chmod, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import {
  type SandboxHost,
  type SandboxSeries,
  type SandboxSlot,
  type SeriesSpec,
  startSeries,
} from './sandbox/run';

/**
 * Sandboxes started ahead of the submissions that will use them. A language that compiles nothing (Python,
 * JavaScript) needs nothing but the source in its tests' sandbox, so when such a submission's lane ends and
 * nobody waits for a slot, the lane starts a new sandbox on its slot for the same command line and limits,
 * bound to a fresh empty folder, and parks it there. The next submission of that kind writes its source into
 * the folder and runs its first test at once: bubblewrap's start, the largest part of a short submission's
 * cost, is off its path. A spare has run nothing: its init waits for its first input, as any new
 * sandbox's does. Any other use of the slot ends the spare first (Launchers.take), so a slot still runs one
 * sandbox at a time.
 */

/** A spare taken for a submission: its sandbox, and the folder bound at the program's place. */
export interface TakenSpare {
  series: Promise<SandboxSeries | undefined>;
  /** Empty: the taker writes the source here, and removes the folder once the sandbox has closed. */
  dir: string;
}

interface Parked extends TakenSpare {
  /** What the sandbox was started for (spareKey). */
  key: string;
  end: () => Promise<void>;
}

/** What a sandbox is for, whatever its slot and its folder: a spare serves a spec of the same key only. */
export function spareKey(spec: SeriesSpec): string {
  const { argv, env, roots, limits, series, binds } = spec;
  return JSON.stringify({ argv, env, roots, limits, series, at: binds.map((bind) => bind.sandbox) });
}

export class SpareSandboxes {
  private readonly parked = new Map<string, Parked>();

  constructor(
    private readonly host: SandboxHost,
    private readonly runsDir: string,
    private readonly report: (detail: string) => void,
  ) {}

  /**
   * Starts a spare on a slot the caller holds and parks it there. spec(dir) is the sandbox with its program
   * folder at dir. Resolves once the spare holds the slot's launcher: then the caller may give the slot back.
   */
  async start(slot: SandboxSlot, spec: (dir: string) => SeriesSpec): Promise<void> {
    const { launchers } = this.host;
    if (!launchers) return;
    const dir = path.join(this.runsDir, `spare-${randomUUID()}`);
    await mkdir(dir, { mode: 0o755 });
    await chmod(dir, 0o755);
    const sandbox = spec(dir);
    // startSeries takes the slot's launcher before its first pause: the park below cannot come too late.
    const series = startSeries(this.host, sandbox).then(
      (started) => {
        started.keepAlive(false); // until taken, as a waiting launcher
        return started;
      },
      (error: unknown) => {
        this.report(String(error));
        return undefined;
      },
    );
    const parked: Parked = {
      key: spareKey(sandbox),
      dir,
      series,
      end: async () => {
        if (this.parked.get(slot.key) === parked) this.parked.delete(slot.key);
        const started = await series;
        started?.keepAlive(true); // the judge waits for its end
        await started?.close().catch((error: unknown) => this.report(String(error)));
        await rm(dir, { recursive: true, force: true });
      },
    };
    this.parked.set(slot.key, parked);
    launchers.park(slot, parked.end);
  }

  /** The slot's spare if it was started for key (the caller's from now on), else undefined. */
  take(slot: SandboxSlot, key: string): TakenSpare | undefined {
    const parked = this.parked.get(slot.key);
    if (!parked || parked.key !== key || !this.host.launchers?.unpark(slot, parked.end)) return undefined;
    this.parked.delete(slot.key);
    const series = parked.series.then((started) => {
      started?.keepAlive(true);
      return started;
    });
    return { series, dir: parked.dir };
  }
}
