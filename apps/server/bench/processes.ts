import { readdirSync, readFileSync } from 'node:fs';

/** The benchmarks' view of processes, read from /proc: stat fields, the live tree under a process. */

/** A process's /proc/<pid>/stat fields after its command name (which may hold spaces), or undefined once gone. */
export function statFields(pid: number | 'self'): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** Every live process's stat fields, by pid. */
export function allProcesses(): Map<number, string[]> {
  const fields = new Map<number, string[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = statFields(Number(entry));
    if (stat) fields.set(Number(entry), stat);
  }
  return fields;
}

/** root and every live process under it, with their stat fields (field 1 is the parent's pid). */
export function processTree(root: number): Map<number, string[]> {
  const all = allProcesses();
  const parentOf = (pid: number) => Number(all.get(pid)?.[1]);
  const inTree = (pid: number): boolean => {
    for (let at = pid; at > 1; at = parentOf(at)) if (at === root) return true;
    return false;
  };
  return new Map([...all].filter(([pid]) => inTree(pid)));
}

/** The command line of a process, or [] once gone. */
export function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'latin1').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

/** The machine's CPU time so far, all cores together, in clock ticks: busy (not idle, not waiting on I/O) and all. */
export function machineTicks(): { busy: number; all: number } {
  const [, ...fields] = (readFileSync('/proc/stat', 'latin1').split('\n')[0] ?? '').trim().split(/\s+/);
  const ticks = fields.slice(0, 8).map(Number);
  const all = ticks.reduce((sum, value) => sum + value, 0);
  // user nice system idle iowait irq softirq steal
  return { busy: all - (ticks[3] ?? 0) - (ticks[4] ?? 0), all };
}

/** The share of the machine's CPU that was busy since `before` (machineTicks()), 0 to 1. */
export function busySince(before: { busy: number; all: number }): number {
  const now = machineTicks();
  return (now.busy - before.busy) / Math.max(1, now.all - before.all);
}
