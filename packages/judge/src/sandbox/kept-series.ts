import { readOrEmpty } from './cgroups';
import { setKeepsAlive, usable } from './launchers';
import type { SandboxLimits, SandboxSeries, SandboxSlot } from './run';

/**
 * One series kept per slot from one submission to the next: the compile and the tests of every submission on
 * a slot run in the same sandbox, whose init makes each run as fresh as a new sandbox's (sandbox/run.ts), so a
 * submission pays no sandbox start at all. The slot's holder takes its series, runs in it and gives it back.
 * A series that ended (a run the init could not clean up after, a failure, a kill) or is spent (a run used
 * more pids than its program's own, which the next submission's pid numbers would show) is closed when given
 * back, and a new one starts at once, so the slot's next holder finds it up. A kept series never keeps the
 * judge's process alive.
 */
export class KeptSeries {
  private readonly kept = new Map<string, Promise<SandboxSeries | undefined>>();
  private closing = false;

  constructor(
    private readonly start: (slot: SandboxSlot, limits: SandboxLimits) => Promise<SandboxSeries>,
    private readonly report: (detail: string) => void,
  ) {}

  /**
   * The slot's series, ready for runs with these limits (a new one when none is kept, the kept one ended, or
   * its group refused the limits). Only the slot's holder may call it.
   */
  async take(slot: SandboxSlot, limits: SandboxLimits): Promise<SandboxSeries> {
    const kept = await this.kept.get(slot.key);
    this.kept.delete(slot.key);
    // Node hears of a killed sandbox only on a later turn of its event loop: /proc is asked too.
    if (kept?.open && usable(kept.child)) {
      setKeepsAlive(kept.child, true);
      const ready = await kept.use(limits).then(
        () => true,
        () => false,
      );
      if (ready && kept.open) return kept;
    }
    await kept?.close();
    return this.start(slot, limits);
  }

  /** The holder is done with the slot's series: kept for the slot's next holder, or replaced. */
  async give(slot: SandboxSlot, series: SandboxSeries, limits: SandboxLimits): Promise<void> {
    if (this.closing || this.kept.has(slot.key)) return series.close();
    if (series.open && !series.spent) {
      this.keep(slot, Promise.resolve(series));
      return;
    }
    await series.close();
    if (this.closing || this.kept.has(slot.key)) return;
    const started = this.start(slot, limits).catch((error: unknown) => {
      this.report(String(error)); // the next holder starts one itself
      return undefined;
    });
    this.keep(slot, started);
  }

  /** The host pids of the kept sandboxes' processes: bubblewrap and the init waiting in each (tests). */
  async pids(): Promise<number[]> {
    const kept = await Promise.all(this.kept.values());
    return kept.flatMap((series) => {
      const pid = series?.open ? series.child.pid : undefined;
      if (pid === undefined) return [];
      const children = readOrEmpty(`/proc/${pid}/task/${pid}/children`).split(' ').filter(Boolean);
      return [pid, ...children.map(Number)];
    });
  }

  /** Closes every kept series (the judge's close); series given back later are closed at once. */
  async close(): Promise<void> {
    this.closing = true;
    const kept = [...this.kept.values()];
    this.kept.clear();
    await Promise.all(kept.map(async (series) => (await series)?.close()));
  }

  private keep(slot: SandboxSlot, series: Promise<SandboxSeries | undefined>): void {
    this.kept.set(
      slot.key,
      series.then((kept) => {
        if (kept) setKeepsAlive(kept.child, false);
        return kept;
      }),
    );
  }
}
