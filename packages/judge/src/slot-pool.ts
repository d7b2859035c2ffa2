import type { SandboxSlot } from './sandbox/run';

/**
 * The judge's slots: one sandbox runs per slot at a time, and each slot has its own unprivileged uid and gid
 * (uidBase + index), so two concurrent runs never share a user, a process limit or a cgroup. Waiters are
 * served first come, first served.
 */
export class SlotPool {
  private readonly free: SandboxSlot[];
  private readonly waiters: ((slot: SandboxSlot) => void)[] = [];

  constructor(count: number, uidBase: number) {
    this.free = Array.from({ length: count }, (_, index) => ({
      key: `slot-${uidBase + index}`,
      uid: uidBase + index,
      gid: uidBase + index,
    }));
  }

  async use<T>(work: (slot: SandboxSlot) => Promise<T>): Promise<T> {
    const slot = await this.acquire();
    try {
      return await work(slot);
    } finally {
      this.release(slot);
    }
  }

  private acquire(): Promise<SandboxSlot> {
    const slot = this.free.pop();
    if (slot) return Promise.resolve(slot);
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private release(slot: SandboxSlot): void {
    const next = this.waiters.shift();
    if (next) next(slot);
    else this.free.push(slot);
  }
}
