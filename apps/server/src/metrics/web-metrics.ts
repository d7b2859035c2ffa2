import type { JudgeClient } from '@codequest/judge/transports';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { ServiceContext } from '../services/context';
import { countActiveSessions } from '../services/sessions';
import type { StorageWatch } from '../services/storage-watch';
import { jobsCounter, sandboxReadyGauge, secondsHistogram } from './judge-metrics';

/**
 * A web process's metrics (served at /metrics, metrics/route.ts): its HTTP requests by route and status with
 * their latency, the judge jobs it sent, the judge's load (jobs waiting and running, workers alive, the
 * sandbox per language), sessions in force, whether the database takes writes, and Node's own (memory, CPU,
 * event loop). Gauges are read when scraped: nothing is counted in the background.
 */

/** Seconds: most answers take milliseconds; a run or submit waits for the judge. */
const HTTP_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export interface WebMetricsSources extends Pick<ServiceContext, 'db' | 'clock'> {
  judge: JudgeClient;
  storage: StorageWatch;
  sessionMaxAgeMs: number;
}

export class WebMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly latency: Histogram<'method' | 'route'>;
  private readonly jobs: Counter<'language' | 'outcome'>;
  private readonly jobSeconds: Histogram<'language'>;
  private liveWatchers: () => number = () => 0;

  constructor(sources: WebMetricsSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: 'codequest_' });
    this.requests = new Counter({
      name: 'codequest_http_requests_total',
      help: 'HTTP requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.latency = new Histogram({
      name: 'codequest_http_request_duration_seconds',
      help: 'HTTP request latency by method and route',
      labelNames: ['method', 'route'],
      buckets: HTTP_BUCKETS,
      registers,
    });
    this.jobs = jobsCounter(this.registry);
    this.jobSeconds = secondsHistogram(
      this.registry,
      'codequest_judge_job_duration_seconds',
      'A judge job from this process sending it to its result (waiting for a slot and judging)',
    );
    const { judge } = sources;
    this.gauge(
      'codequest_judge_jobs_waiting',
      'Judge jobs waiting for a slot',
      () => judgeLoad(judge).waiting,
    );
    this.gauge('codequest_judge_jobs_running', 'Judge jobs being judged', () => judgeLoad(judge).running);
    this.gauge(
      'codequest_judge_workers_alive',
      'Judge workers alive on Redis (with the embedded judge: 1 while its judge process can judge)',
      () => judge.workers()?.count ?? (judge.mode === 'unavailable' ? 0 : 1),
    );
    sandboxReadyGauge(this.registry, () => judge.health());
    this.gauge('codequest_sessions_active', 'Sessions in force (signed-in devices)', () =>
      countActiveSessions(sources, sources.sessionMaxAgeMs),
    );
    this.gauge(
      'codequest_contest_board_watchers',
      'Live contest scoreboards open from this process (their Server-Sent Events streams)',
      () => this.liveWatchers(),
    );
    this.gauge(
      'codequest_storage_writable',
      '1 while the database takes writes, 0 while they fail',
      async () => ((await sources.storage.problem(sources)) === undefined ? 1 : 0),
    );
  }

  /** Where the number of open live scoreboards is read (routes/contests/contests.ts). */
  countLiveWatchers(read: () => number): void {
    this.liveWatchers = read;
  }

  /** An answered request: its route as registered (never the raw path, whose ids would have no end). */
  observeRequest(request: FastifyRequest, reply: FastifyReply): void {
    const route = request.routeOptions.url ?? 'unmatched';
    const { method } = request;
    this.requests.inc({ method, route, status: String(reply.statusCode) });
    this.latency.observe({ method, route }, reply.elapsedTime / 1000);
  }

  /** A judge job this process sent: its outcome, and how long it took to come back. */
  observeJob(language: string, outcome: string, ms: number): void {
    this.jobs.inc({ language, outcome });
    this.jobSeconds.observe({ language }, ms / 1000);
  }

  private gauge(name: string, help: string, read: () => number | Promise<number>): void {
    new Gauge({
      name,
      help,
      registers: [this.registry],
      async collect() {
        this.set(await read());
      },
    });
  }
}

/** Jobs waiting and running: across every worker on Redis, else in the judge process. */
function judgeLoad(judge: JudgeClient): { waiting: number; running: number } {
  return judge.workers() ?? judge.stats();
}
