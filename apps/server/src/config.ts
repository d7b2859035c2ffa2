import { readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** The server's configuration, read once from the environment (README.md lists every variable). */
export interface Config {
  version: string;
  port: number;
  host: string;
  dataDir: string;
  /** DATA_DIR as the operator named it, for messages: the launcher gives the web process its own path to it. */
  dataDirShown: string;
  databaseUrl: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  /** False when PUBLIC_URL is unset and mail links fall back to http://localhost:PORT. */
  publicUrlConfigured: boolean;
  /**
   * Which proxies in front of the server to believe about the client's address and protocol
   * (X-Forwarded-For, X-Forwarded-Proto): none by default, `true` for any, else addresses or CIDRs.
   */
  trustProxy: boolean | string[];
  judgeConcurrency: number;
  /** Judge slot i runs as uid uidBase + i; unset: the judge claims a free block of ids machine-wide. */
  judgeUidBase: number | undefined;
  /** The judge's machine-wide folder (helpers, uid locks, scratch); unset: the judge's default. */
  judgeWorkRoot: string | undefined;
  /** bubblewrap's path; unset: found in the usual places. */
  judgeBwrap: string | undefined;
  /** How long the judge's warm Java compiler waits for a request before it stops (0: it never stops). */
  judgeJavaIdleMs: number;
  /** redis://… : the judge runs in `npm run worker` processes through a BullMQ queue; unset: in this process. */
  redisUrl: string | undefined;
  /** Every key CodeQuest writes in Redis starts with it, so installations (and test runs) can share one Redis. */
  redisPrefix: string;
  /** A judge job's lock (workers): a job whose worker died is judged again by another after about this long. */
  judgeLockMs: number;
  /**
   * How judge workers reach this web process to fetch a job's tests (its texts route): unset, the address
   * it listens on (a wildcard host as 127.0.0.1: workers on this machine).
   */
  judgeTextsUrl: string | undefined;
  /** A judge worker's cache of fetched tests, and the most it holds (bytes). */
  judgeCache: { dir: string; maxBytes: number };
  logLevel: string;
  /** Scales every sign-in rate limit (tests that sign up many users from one address raise it). */
  rateLimitMultiplier: number;
  /** How long a request may take to arrive, headers and body (a client that sends a byte now and then). */
  requestTimeoutMs: number;
  /** The most a session lives from its sign-in, however often it is used (it also ends after 30 idle days). */
  sessionMaxAgeMs: number;
  /** The puzzle catalogue's folder (content/README.md describes it). */
  contentDir: string;
  /** The built web app to serve, when there is one. */
  webDist: string | undefined;
  /** An OpenAI-compatible model that writes puzzles (LLM_BASE_URL, LLM_MODEL): unset, the families alone. */
  llm: { baseUrl: string; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
  /** How often the auto-update generates puzzles for every track by itself; unset: never. */
  autoUpdateIntervalMs: number | undefined;
  /**
   * Backups of the embedded database: where they go (BACKUP_DIR; also where a damaged database's start looks
   * for one), how often one is made (BACKUP_INTERVAL; unset: never by itself) and how many are kept.
   */
  backups: { dir: string; intervalMs: number | undefined; keep: number };
  /**
   * Sign-ups finish from a link mailed to the address (SIGNUP_CONFIRM_EMAIL; by default whenever SMTP_URL is
   * set): the answer then says nothing of whether the address has an account. Off: signed in at once.
   */
  signupConfirmEmail: boolean;
  /** A bearer token that reads /metrics from anywhere (without it, only this machine reads them). */
  metricsToken: string | undefined;
  /** (judge workers) The port a worker serves /metrics on; unset: none. */
  metricsPort: number | undefined;
}

const JAVA_IDLE_MESSAGE = 'a whole number of minutes, 0 or more (0 keeps the Java compiler running)';

const optional = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATA_DIR_OUTSIDE: optional,
  DATABASE_URL: optional.refine((url) => url === undefined || /^postgres(ql)?:\/\//.test(url), {
    message: 'DATABASE_URL must start with postgres:// (leave it unset for the embedded SQLite database)',
  }),
  ADMIN_EMAIL: optional,
  ADMIN_PASSWORD: optional,
  SMTP_URL: optional,
  MAIL_FROM: z.string().default('CodeQuest <no-reply@codequest.local>'),
  PUBLIC_URL: optional,
  JUDGE_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  JUDGE_UID_BASE: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.coerce.number().int().min(1000).max(4_000_000_000).optional(),
  ),
  JUDGE_WORK_ROOT: optional,
  JUDGE_BWRAP: optional,
  JUDGE_JAVA_IDLE_MINUTES: z.coerce
    .number({ message: JAVA_IDLE_MESSAGE })
    .int(JAVA_IDLE_MESSAGE)
    .min(0, JAVA_IDLE_MESSAGE)
    .max(10_080, 'at most 10080 minutes (a week); 0 keeps the Java compiler running')
    .default(10),
  REDIS_URL: optional.refine((url) => url === undefined || /^rediss?:\/\//.test(url), {
    message: 'REDIS_URL must start with redis:// or rediss:// (leave it unset to judge in this process)',
  }),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'REDIS_PREFIX: letters, digits and _ . : - only')
    .default('codequest'),
  JUDGE_LOCK_MS: z.coerce.number().int().min(500).max(600_000).default(10_000),
  JUDGE_TEXTS_URL: optional.refine((url) => url === undefined || /^https?:\/\//.test(url), {
    message: 'JUDGE_TEXTS_URL must start with http:// or https:// (how judge workers reach this web process)',
  }),
  JUDGE_CACHE_DIR: optional,
  JUDGE_CACHE_MB: z.coerce.number().int().min(16).max(1_000_000).default(1024),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: optional,
  CONTENT_DIR: optional,
  RATE_LIMIT_MULTIPLIER: z.coerce.number().min(1).max(10_000).default(1),
  REQUEST_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3600, 'REQUEST_TIMEOUT_SECONDS: at most 3600 (an hour)')
    .default(60),
  SESSION_MAX_DAYS: z.coerce
    .number()
    .int()
    .min(1)
    .max(3650, 'SESSION_MAX_DAYS: at most 3650 (ten years)')
    .default(90),
  TRUST_PROXY: optional,
  LLM_BASE_URL: optional.refine((url) => url === undefined || /^https?:\/\//.test(url), {
    message: 'LLM_BASE_URL must start with http:// or https:// (for example https://api.openai.com/v1)',
  }),
  LLM_API_KEY: optional,
  LLM_MODEL: optional,
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(120_000),
  AUTO_UPDATE_INTERVAL: optional.refine(
    (value) => value === undefined || parseInterval(value) !== undefined,
    {
      message:
        'AUTO_UPDATE_INTERVAL is a duration of at least 10 minutes, such as 90m, 12h or 1d (unset: off)',
    },
  ),
  SIGNUP_CONFIRM_EMAIL: z.enum(['on', 'off'], { message: 'SIGNUP_CONFIRM_EMAIL is on or off' }).optional(),
  METRICS_TOKEN: optional.refine((token) => token === undefined || token.length >= 16, {
    message: 'METRICS_TOKEN: at least 16 characters (for example from openssl rand -hex 16)',
  }),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  BACKUP_DIR: optional,
  BACKUP_INTERVAL: optional.refine((value) => value === undefined || parseInterval(value) !== undefined, {
    message:
      'BACKUP_INTERVAL is a duration of at least 10 minutes, such as 6h or 1d (unset: no scheduled backups)',
  }),
  BACKUP_KEEP: z.coerce
    .number()
    .int('BACKUP_KEEP: a whole number of backups')
    .min(1, 'BACKUP_KEEP: at least 1')
    .max(10_000)
    .default(7),
});

const serverRoot = path.resolve(import.meta.dirname, '..');

function readVersion(): string {
  const pkg = JSON.parse(readFileSync(path.join(serverRoot, '..', '..', 'package.json'), 'utf8'));
  return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.LLM_BASE_URL) !== Boolean(e.LLM_MODEL)) {
    throw new Error(
      'Invalid configuration: set LLM_BASE_URL and LLM_MODEL together (LLM_API_KEY if the endpoint needs one), or neither',
    );
  }
  if (Boolean(e.ADMIN_EMAIL) !== Boolean(e.ADMIN_PASSWORD)) {
    throw new Error('Invalid configuration: set ADMIN_EMAIL and ADMIN_PASSWORD together, or neither');
  }
  return {
    version: readVersion(),
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    dataDirShown: path.resolve(e.DATA_DIR_OUTSIDE ?? e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlConfigured: e.PUBLIC_URL !== undefined,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    judgeConcurrency: e.JUDGE_CONCURRENCY ?? availableParallelism(),
    judgeUidBase: e.JUDGE_UID_BASE,
    judgeWorkRoot: e.JUDGE_WORK_ROOT === undefined ? undefined : path.resolve(e.JUDGE_WORK_ROOT),
    judgeBwrap: e.JUDGE_BWRAP,
    judgeJavaIdleMs: e.JUDGE_JAVA_IDLE_MINUTES * 60_000,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    judgeLockMs: e.JUDGE_LOCK_MS,
    judgeTextsUrl: e.JUDGE_TEXTS_URL?.replace(/\/+$/, ''),
    judgeCache: {
      dir: path.resolve(e.JUDGE_CACHE_DIR ?? path.join(tmpdir(), 'codequest-judge-cache')),
      maxBytes: e.JUDGE_CACHE_MB * 1024 * 1024,
    },
    logLevel: e.LOG_LEVEL,
    rateLimitMultiplier: e.RATE_LIMIT_MULTIPLIER,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    sessionMaxAgeMs: e.SESSION_MAX_DAYS * 86_400_000,
    contentDir: path.resolve(e.CONTENT_DIR ?? path.join(serverRoot, '..', '..', 'content')),
    webDist: e.WEB_DIST ?? path.join(serverRoot, '..', 'web', 'dist'),
    llm:
      e.LLM_BASE_URL && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
        : undefined,
    autoUpdateIntervalMs:
      e.AUTO_UPDATE_INTERVAL === undefined ? undefined : parseInterval(e.AUTO_UPDATE_INTERVAL),
    backups: {
      dir: path.resolve(e.BACKUP_DIR ?? path.join(e.DATA_DIR, 'backups')),
      intervalMs: e.BACKUP_INTERVAL === undefined ? undefined : parseInterval(e.BACKUP_INTERVAL),
      keep: e.BACKUP_KEEP,
    },
    signupConfirmEmail: (e.SIGNUP_CONFIRM_EMAIL ?? (e.SMTP_URL ? 'on' : 'off')) === 'on',
    metricsToken: e.METRICS_TOKEN,
    metricsPort: e.METRICS_PORT,
  };
}

/** A duration such as `90m`, `12h` or `1d`, of at least 10 minutes, in ms; undefined when it is not one. */
function parseInterval(value: string): number | undefined {
  const match = /^(\d+)\s*(m|h|d)$/i.exec(value.trim());
  if (!match) return undefined;
  const unit = { m: 60_000, h: 3_600_000, d: 86_400_000 }[(match[2] ?? 'm').toLowerCase() as 'm' | 'h' | 'd'];
  const ms = Number(match[1]) * unit;
  return ms >= 10 * 60_000 ? ms : undefined;
}

/** TRUST_PROXY: unset or `false` trusts no proxy, `true` any, else a comma-separated list of addresses/CIDRs. */
function parseTrustProxy(value: string | undefined): boolean | string[] {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A message naming files in the data folder, with the folder named as the operator knows it. */
export function asOperatorSees(text: string, config: Pick<Config, 'dataDir' | 'dataDirShown'>): string {
  return config.dataDir === config.dataDirShown ? text : text.replaceAll(config.dataDir, config.dataDirShown);
}

/** Whether links and pages are served over https (HSTS and upgrade-insecure-requests only make sense then). */
export function publicUrlIsHttps(config: Pick<Config, 'publicUrl'>): boolean {
  return config.publicUrl.startsWith('https://');
}

/** Where the judge runs: its uids, folders and bubblewrap, each only when configured. */
export function judgePlacement(config: Config): { uidBase?: number; workRoot?: string; bwrap?: string } {
  return {
    ...(config.judgeUidBase === undefined ? {} : { uidBase: config.judgeUidBase }),
    ...(config.judgeWorkRoot === undefined ? {} : { workRoot: config.judgeWorkRoot }),
    ...(config.judgeBwrap === undefined ? {} : { bwrap: config.judgeBwrap }),
  };
}
