import { LANGUAGES } from '@codequest/contracts';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/**
 * What a judge did, as both kinds of process count it: jobs by language and outcome (a verdict, or the code
 * a job was refused with) and how long they took; the sandbox's readiness per language. A web process
 * counts every job it sent (with the embedded judge: waiting and judging in one figure); a judge worker
 * counts the jobs it judged, its queue wait and its judging apart.
 */

/** Seconds: a hello world takes a tenth, a heavy Java submission several, a queue in a rush half a minute. */
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60];

export interface SandboxReadiness {
  languages: Record<string, { status: string }>;
}

export function jobsCounter(registry: Registry): Counter<'language' | 'outcome'> {
  return new Counter({
    name: 'codequest_judge_jobs_total',
    help: 'Judge jobs by language and outcome (a verdict, or the code the job was refused with)',
    labelNames: ['language', 'outcome'],
    registers: [registry],
  });
}

export function secondsHistogram(registry: Registry, name: string, help: string): Histogram<'language'> {
  return new Histogram({ name, help, labelNames: ['language'], buckets: JOB_BUCKETS, registers: [registry] });
}

/** 1 while the judge's self-test passes for the language, 0 while it fails (sandbox failure) or is pending. */
export function sandboxReadyGauge(registry: Registry, health: () => SandboxReadiness): Gauge<'language'> {
  return new Gauge({
    name: 'codequest_judge_sandbox_ready',
    help: "1 while the judge's self-test passes for the language, else 0 (failed, or not yet checked)",
    labelNames: ['language'],
    registers: [registry],
    collect() {
      const { languages } = health();
      for (const language of LANGUAGES) this.set({ language }, languages[language]?.status === 'ok' ? 1 : 0);
    },
  });
}
