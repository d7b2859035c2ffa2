import { CircleCheck } from 'lucide-react';

/** A still picture of the editor: a solved puzzle with its passing tests (decoration, hidden from readers). */
const LINES: readonly [indent: number, code: string][] = [
  [0, 'def two_sum(nums, target):'],
  [1, 'seen = {}'],
  [1, 'for i, n in enumerate(nums):'],
  [2, 'if target - n in seen:'],
  [3, 'return [seen[target - n], i]'],
  [2, 'seen[n] = i'],
];

export function CodePreview() {
  return (
    <div aria-hidden="true" className="relative hidden animate-fade-in sm:block">
      <div className="absolute -inset-4 rounded-3xl bg-linear-to-br from-violet-600/20 via-transparent to-cyan-500/20 blur-2xl" />
      <div className="relative overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl shadow-black/50">
        <div className="flex items-center justify-between border-b border-border bg-card px-4 py-3">
          <div className="flex gap-1.5">
            <span className="size-3 rounded-full bg-red-400/80" />
            <span className="size-3 rounded-full bg-amber-300/80" />
            <span className="size-3 rounded-full bg-emerald-400/80" />
          </div>
          <span className="font-mono text-xs text-muted-foreground">two_sum.py</span>
          <span className="rounded-md bg-emerald-400/10 px-2 py-0.5 text-xs font-semibold text-emerald-300">
            +50 XP
          </span>
        </div>
        <pre className="overflow-x-auto p-5 font-mono text-sm leading-7">
          {LINES.map(([indent, code], index) => (
            <div key={code} className="flex">
              <span className="w-8 shrink-0 select-none text-right text-slate-500">{index + 1}</span>
              <span className="pl-4 text-slate-200" style={{ paddingLeft: `${1 + indent * 1.5}rem` }}>
                {code}
              </span>
            </div>
          ))}
        </pre>
        <div className="grid gap-2 border-t border-border bg-card/60 p-4">
          {['Test case 1', 'Test case 2', 'Hidden test'].map((name) => (
            <div key={name} className="flex items-center justify-between text-sm">
              <span className="flex items-center gap-2 text-slate-300">
                <CircleCheck className="size-4 text-emerald-400" />
                {name}
              </span>
              <span className="font-medium text-emerald-300">Passed</span>
            </div>
          ))}
          <div className="mt-1 flex justify-between border-t border-border pt-3 text-xs text-muted-foreground">
            <span>Runtime 48 ms</span>
            <span>Memory 14 MB</span>
          </div>
        </div>
      </div>
    </div>
  );
}
