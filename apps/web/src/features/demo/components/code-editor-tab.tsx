import { CircleCheck, Clock, Cpu, EyeOff, Play, Sparkles } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { DEMO_RUN_MS } from '@/config/constants';
import {
  DEMO_CODE,
  DEMO_LANGUAGES,
  DEMO_PROBLEM,
  DEMO_RESULTS,
  DEMO_RUN_STATS,
  type DemoTestResult,
} from '../data';
import { DifficultyBadge } from './difficulty-badge';

/** The sample solution and its canned results; Run Code only pretends to run, for DEMO_RUN_MS. */
export function CodeEditorTab() {
  const [running, setRunning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  function run() {
    setRunning(true);
    timer.current = setTimeout(() => setRunning(false), DEMO_RUN_MS);
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[1.35fr_1fr]">
      <Card className="overflow-hidden">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border px-5 py-4">
          <div className="min-w-0">
            <div className="flex items-center gap-2">
              <h2 className="text-lg font-semibold">{DEMO_PROBLEM.title}</h2>
              <DifficultyBadge difficulty={DEMO_PROBLEM.difficulty} />
            </div>
            <p className="mt-1 text-sm text-muted-foreground">{DEMO_PROBLEM.statement}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-border bg-surface px-5 py-3">
          <ul aria-label="Languages" className="flex gap-2">
            {DEMO_LANGUAGES.map((language, index) => (
              <li key={language}>
                <Badge variant={index === 0 ? 'brand' : 'outline'}>{language}</Badge>
              </li>
            ))}
          </ul>
          <Button onClick={run} disabled={running} size="sm">
            {running ? <Spinner /> : <Play aria-hidden="true" />}
            {running ? 'Running...' : 'Run Code'}
          </Button>
        </div>
        <section
          aria-label={`${DEMO_PROBLEM.fileName}, sample solution`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (axe scrollable-region-focusable)
          tabIndex={0}
          className="max-h-[560px] overflow-auto bg-[#0a0f1d] focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
        >
          <pre className="py-4 font-mono text-[13px] leading-6">
            <code>
              {DEMO_CODE.split('\n').map((line, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the sample's lines never move
                <div key={index} className="flex hover:bg-white/[0.03]">
                  <span
                    aria-hidden="true"
                    className="w-12 shrink-0 pr-4 text-right text-slate-400 select-none"
                  >
                    {index + 1}
                  </span>
                  <span className="whitespace-pre text-slate-200">{line || ' '}</span>
                </div>
              ))}
            </code>
          </pre>
        </section>
      </Card>
      <ResultsPanel running={running} />
    </div>
  );
}

function ResultsPanel({ running }: { running: boolean }) {
  return (
    <Card aria-live="polite" aria-busy={running}>
      <CardHeader className="border-b border-border pb-4">
        <CardTitle>Results</CardTitle>
      </CardHeader>
      <CardContent className="pt-5">
        {running ? (
          <div className="flex flex-col items-center justify-center gap-3 py-16 text-sm text-muted-foreground">
            <Spinner className="size-6 text-brand" />
            Running your code against {DEMO_RESULTS.length} test cases...
          </div>
        ) : (
          <div className="grid gap-3">
            {DEMO_RESULTS.map((result) => (
              <TestResultRow key={result.name} result={result} />
            ))}
            <dl className="mt-2 grid grid-cols-2 gap-3">
              <Stat
                icon={<Clock aria-hidden="true" className="size-4" />}
                label="Execution Time"
                value={DEMO_RUN_STATS.executionTime}
              />
              <Stat
                icon={<Cpu aria-hidden="true" className="size-4" />}
                label="Memory"
                value={DEMO_RUN_STATS.memory}
              />
            </dl>
            <p className="mt-1 flex items-center justify-center gap-2 rounded-xl border border-emerald-400/30 bg-emerald-400/10 py-3 font-semibold text-emerald-300">
              <Sparkles aria-hidden="true" className="size-4" />+{DEMO_RUN_STATS.xpEarned} XP Earned!
            </p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function TestResultRow({ result }: { result: DemoTestResult }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-3.5">
      <div className="flex items-center justify-between">
        <span className="flex items-center gap-2 text-sm font-medium">
          {result.hidden ? (
            <EyeOff aria-hidden="true" className="size-4 text-muted-foreground" />
          ) : (
            <CircleCheck aria-hidden="true" className="size-4 text-emerald-400" />
          )}
          {result.name}
        </span>
        <Badge variant="success">Passed</Badge>
      </div>
      {result.hidden ? (
        <p className="mt-2 text-xs text-muted-foreground">Input and output are hidden.</p>
      ) : (
        <dl className="mt-2 grid gap-1 font-mono text-xs">
          <Line label="Input" value={result.input} />
          <Line label="Expected" value={result.expected} />
          <Line label="Output" value={result.output} />
        </dl>
      )}
    </div>
  );
}

function Line({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="flex gap-2">
      <dt className="w-16 shrink-0 text-muted-foreground">{label}</dt>
      <dd className="text-slate-200">{value}</dd>
    </div>
  );
}

function Stat({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="rounded-xl border border-border bg-surface p-3">
      <dt className="flex items-center gap-1.5 text-xs text-muted-foreground">
        {icon}
        {label}
      </dt>
      <dd className="mt-1 text-lg font-semibold">{value}</dd>
    </div>
  );
}
