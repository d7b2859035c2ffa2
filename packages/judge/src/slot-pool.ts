import type { SandboxSlot } from './sandbox/run';

/**
 * The judge's slots: one sandbox runs per slot at a time, and each slot has its own unprivileged uid and gid
 * (uidBase + index), so two concurrent runs never share a user, a process limit or a cgroup. Waiters are
 * served first come, first served, and the slot free the longest is taken first: its next launcher has had
 * the most time to start.
 */
export class SlotPool {
  readonly slots: readonly SandboxSlot[];
  private readonly free: SandboxSlot[];
  private readonly waiters: ((slot: SandboxSlot) => void)[] = [];

  constructor(count: number, uidBase: number) {
    this.slots = Array.from({ length: count }, (_, index) => ({
      key: `slot-${uidBase + index}`,
      uid: uidBase + index,
      gid: uidBase + index,
    }));
    this.free = [...this.slots];
  }

  async use<T>(work: (slot: SandboxSlot) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await work(slot);
    } finally {
      this.release(slot);
    }
  }

  /** A slot now if more than `spare` are free and nobody waits; give it back with release(). */
  tryAcquire(spare: number): SandboxSlot | undefined {
    if (this.free.length <= spare || this.waiters.length > 0) return undefined;
    return this.free.shift();
  }

  private acquire(): Promise<SandboxSlot> {
    const slot = this.free.shift();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  release(slot: SandboxSlot): void {
    const next = this.waiters.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }
}
