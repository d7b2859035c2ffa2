import { createServer, type Server } from 'node:http';
import type { JudgedJob } from '@codequest/judge/transports';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { METRICS_REFUSED, mayReadMetrics } from './access';
import { jobsCounter, type SandboxReadiness, sandboxReadyGauge, secondsHistogram } from './judge-metrics';

/**
 * A judge worker's metrics, served on METRICS_PORT (`npm run worker` has no HTTP server of its own): the jobs
 * it judged by language and outcome, how long each waited in the queue and how long it took to judge, its
 * slots and running jobs, its sandbox per language, and Node's own.
 */
export class WorkerMetrics {
  readonly registry = new Registry();
  private readonly jobs = jobsCounter(this.registry);
  private readonly wait = secondsHistogram(
    this.registry,
    'codequest_judge_queue_wait_seconds',
    'A judge job from being queued to a worker taking it',
  );
  private readonly judging = secondsHistogram(
    this.registry,
    'codequest_judge_seconds',
    'A judge job from a worker taking it to its answer (fetching its tests, compiling, running)',
  );

  constructor(sources: { judge: { health(): SandboxReadiness }; slots: number; running: () => number }) {
    collectDefaultMetrics({ register: this.registry, prefix: 'codequest_' });
    sandboxReadyGauge(this.registry, () => sources.judge.health());
    new Gauge({ name: 'codequest_judge_slots', help: "This worker's slots", registers: [this.registry] }).set(
      sources.slots,
    );
    new Gauge({
      name: 'codequest_judge_jobs_running',
      help: 'Judge jobs this worker is judging',
      registers: [this.registry],
      collect() {
        this.set(sources.running());
      },
    });
  }

  observe(job: JudgedJob): void {
    this.jobs.inc({ language: job.language, outcome: job.outcome });
    this.wait.observe({ language: job.language }, job.waitMs / 1000);
    this.judging.observe({ language: job.language }, job.judgeMs / 1000);
  }

  /** GET /metrics on `port`, to this machine or the token's bearer; anything else is 404. */
  async serve(port: number, host: string, token: string | undefined): Promise<Server> {
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404).end();
        return;
      }
      if (!mayReadMetrics(request.headers, request.socket.remoteAddress, token)) {
        response.writeHead(403, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: METRICS_REFUSED, code: 'FORBIDDEN' }));
        return;
      }
      void this.registry.metrics().then((text) => {
        response.writeHead(200, { 'content-type': this.registry.contentType, 'cache-control': 'no-store' });
        response.end(text);
      });
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, resolve);
    });
    return server;
  }
}
