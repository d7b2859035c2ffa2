import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { JudgeProcessSupervisor, sendIfConnected, type ToJudgeProcess } from '@codequest/judge/ipc';
import pino, { type Logger, type LoggerOptions } from 'pino';
import { buildBeside } from './catalogue/build-beside';
import { type Config, loadConfig } from './config';
import type { FromLauncher } from './judge-process/open';
import { judgeProcessOptions } from './judge-process/open';
import { reportJudge } from './judge-report';
import { loggerOptions } from './lib/logger';

/**
 * `npm start`'s launcher: the only part of the web side that keeps root, and only to set things up. As root,
 * it starts the web process (main.js) as the unprivileged system user `codequest` (set-up creates it) and
 * keeps the judge process (root: it drops to a sandbox uid for every program) itself, relaying the judge's
 * messages over the web process's IPC channel. With REDIS_URL there is no judge process here: the judge
 * workers hold root, the web process none.
 *
 * The project folder or DATA_DIR may lie in a folder the service user cannot enter (a 0700 home folder):
 * the web process runs in a private mount namespace where both are bind-mounted on root-owned 0755 mount
 * points (/run/codequest-web/app and /run/codequest-web/data), so no folder of the operator's changes mode.
 * DATA_DIR and CodeQuest's own files in it (the SQLite database, the outbox) are given to the service user.
 * Where that cannot work, the web process runs as root, and one log line names the cause and the fix.
 */

export const SERVICE_USER = 'codequest';
/** Root-owned, 0755: the mount points of the web process's private mount namespace. */
const MOUNT_ROOT = '/run/codequest-web';
const PROJECT_ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
/**
 * CodeQuest's own entries in DATA_DIR, given to the service user (a restore as root leaves the database
 * root's; `backups` holds the copies a start makes before it upgrades the database: backup/upgrade.ts).
 */
const OWN_DATA = ['codequest.sqlite', 'codequest.sqlite-wal', 'codequest.sqlite-shm', 'outbox', 'backups'];

interface Account {
  uid: number;
  gid: number;
}

type Plan = { drop: true; account: Account } | { drop: false; why?: string };

/**
 * glibc's malloc, for the web and judge processes (they inherit the launcher's environment): memory freed goes
 * back to the system once 128 KB of it lies at the top of the heap. The default lets the threshold grow to
 * 32 MB after large blocks are freed (a catalogue's files read at a seed, a job's tests), and the web
 * process then kept some 20 MB it no longer used. An operator's own setting is kept. The generated tests'
 * build gets the operator's environment as it was: it also fixes the mmap threshold, and Python programs
 * growing large lists under it ran ten times slower.
 */
const MALLOC_TRIM_THRESHOLD = String(128 * 1024);

function main(): void {
  const operatorsEnv = { ...process.env };
  process.env.MALLOC_TRIM_THRESHOLD_ ??= MALLOC_TRIM_THRESHOLD;
  const config = loadConfig();
  const log = pino(loggerOptions(config.logLevel) as LoggerOptions);
  const plan = decide(config, log);
  // With REDIS_URL the workers judge; otherwise the judge process is this launcher's (root) child, unless the
  // web process keeps root itself and with it its own judge process.
  const keepsJudge = plan.drop && !config.redisUrl;
  const web = plan.drop ? startDropped(config, plan.account, keepsJudge) : startAsIs();
  if (plan.drop) {
    log.info(
      { webUid: plan.account.uid, judge: config.redisUrl ? 'workers on Redis' : 'judge process (root)' },
      `web process runs as user ${SERVICE_USER} (uid ${plan.account.uid}); root is kept by the judge only`,
    );
  } else if (plan.why) {
    log.warn(`web process runs as root: ${plan.why}`);
  }
  if (keepsJudge) relayJudge(config, web);
  void reportJudge(config, () => web.exitCode !== null || web.signalCode !== null);
  const build = buildBeside(web, log, operatorsEnv);

  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => web.kill(signal));
  web.on('exit', (code, signal) => {
    void (async () => {
      if (build.exitCode === null) build.kill();
      await supervisor?.close();
      process.exit(code ?? (signal ? 1 : 0));
    })();
  });
}

let supervisor: JudgeProcessSupervisor | undefined;

/** Whether the web process can run as the service user, and if not, why (cause and fix). */
function decide(config: Config, log: Logger): Plan {
  if (process.getuid?.() !== 0) return { drop: false };
  const account = lookUpAccount(SERVICE_USER);
  if (!account) {
    return {
      drop: false,
      why: `there is no system user ${SERVICE_USER}: run \`npm start\` as root once (its set-up creates it), or \`useradd --system --no-create-home --shell /usr/sbin/nologin ${SERVICE_USER}\``,
    };
  }
  for (const tool of ['unshare', 'setpriv', 'mount']) {
    if (spawnSync('sh', ['-c', `command -v ${tool}`], { stdio: 'ignore' }).status !== 0) {
      return { drop: false, why: `${tool} (util-linux) is missing: install util-linux and mount` };
    }
  }
  const homes = accountHomes();
  const dataDir = config.dataDir;
  if (dataDir === '/' || homes.has(dataDir) || dataDir === PROJECT_ROOT) {
    return {
      drop: false,
      why: `DATA_DIR (${dataDir}) is not a folder of CodeQuest's own, so it is not given to user ${SERVICE_USER}: set DATA_DIR to a folder for CodeQuest alone`,
    };
  }
  try {
    mkdirSync(dataDir, { recursive: true });
    mkdirSync(path.join(MOUNT_ROOT, 'app'), { recursive: true, mode: 0o755 });
    mkdirSync(path.join(MOUNT_ROOT, 'data'), { recursive: true, mode: 0o755 });
    giveData(dataDir, account);
  } catch (error) {
    return {
      drop: false,
      why: `could not prepare DATA_DIR or ${MOUNT_ROOT} for user ${SERVICE_USER} (${describe(error)})`,
    };
  }
  // What the service user cannot be given without changing the operator's modes: Node itself, and read
  // access to the project's own files (the folders above them need not be enterable: they are mounted).
  const checks = 'test -x "$1" || exit 3\ntest -r "$2" -a -r "$3" || exit 4\ntest -w "$4" || exit 5';
  const probe = spawnSync(
    'unshare',
    [
      ...namespaceArgs(config, account),
      '/bin/sh',
      '-c',
      checks,
      'probe',
      process.execPath,
      mounted(webEntry()),
      mounted(path.join(PROJECT_ROOT, 'node_modules', 'fastify', 'package.json')),
      path.join(MOUNT_ROOT, 'data'),
    ],
    { encoding: 'utf8' },
  );
  if (probe.status !== 0) {
    log.debug({ status: probe.status, stderr: probe.stderr }, 'the service user cannot run the web process');
    const why: Record<number, string> = {
      3: `user ${SERVICE_USER} cannot run Node at ${process.execPath}: install Node.js where every user can run it (e.g. the distribution's or NodeSource's package)`,
      4: `user ${SERVICE_USER} cannot read the project's files in ${PROJECT_ROOT} (files or folders of mode 0600 or 0700): make them readable by others (\`chmod -R o+rX ${PROJECT_ROOT}\`; the folders above it need not be)`,
      5: `user ${SERVICE_USER} cannot write DATA_DIR (${dataDir}): give it write access (\`chmod u+rwx ${dataDir}\`)`,
    };
    return {
      drop: false,
      why:
        why[probe.status ?? 0] ??
        `the private mount namespace could not be set up (${probe.stderr.trim() || `exit ${probe.status}`}): unshare --mount needs root and a kernel that allows mount namespaces`,
    };
  }
  return { drop: true, account };
}

/** unshare's arguments up to the command run as the service user inside the namespace. */
function namespaceArgs(config: Config, account: Account): string[] {
  const script = [
    'set -e',
    'mount --bind "$1" "$3"',
    'mount --bind "$2" "$4"',
    'shift 4',
    `exec setpriv --reuid=${account.uid} --regid=${account.gid} --clear-groups --no-new-privs -- "$@"`,
  ].join('\n');
  return [
    '--mount',
    '--propagation',
    'private',
    '--',
    '/bin/sh',
    '-c',
    script,
    'codequest-web',
    PROJECT_ROOT,
    config.dataDir,
    path.join(MOUNT_ROOT, 'app'),
    path.join(MOUNT_ROOT, 'data'),
  ];
}

/** The path a file of the project has inside the web process's namespace. */
function mounted(file: string): string {
  const relative = path.relative(PROJECT_ROOT, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return file;
  return path.join(MOUNT_ROOT, 'app', relative);
}

/**
 * The web process's entry, run without `--enable-source-maps`: Node parses the map of every bundle it loads and
 * keeps it, about 5 MB of heap in the web process (100 MB resident idle instead of 105, 116 after 200
 * submissions instead of 120, `npm run bench:footprint`). A stack trace in its log names the bundle's lines
 * instead (apps/server/dist is not minified: names stay); `npm run dev` runs the TypeScript itself.
 */
function webEntry(): string {
  return path.join(import.meta.dirname, 'main.js');
}

function startDropped(config: Config, account: Account, keepsJudge: boolean): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: path.join(MOUNT_ROOT, 'data'),
    // What the operator calls it: messages about its files name it so (config.ts dataDirShown).
    DATA_DIR_OUTSIDE: config.dataDir,
    CONTENT_DIR: mounted(config.contentDir),
    WEB_DIST: config.webDist ? mounted(config.webDist) : '',
    HOME: '/nonexistent',
    USER: SERVICE_USER,
    LOGNAME: SERVICE_USER,
  };
  const args = [
    ...namespaceArgs(config, account),
    process.execPath,
    mounted(webEntry()),
    '--launched',
    ...(keepsJudge ? ['--judge-via-launcher'] : []),
  ];
  return spawn('unshare', args, {
    cwd: MOUNT_ROOT,
    env,
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
}

function startAsIs(): ChildProcess {
  return spawn(process.execPath, [webEntry(), '--launched'], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    serialization: 'json',
  });
}

/** Keeps the judge process (root) and relays its messages to and from the web process. */
function relayJudge(config: Config, web: ChildProcess): void {
  let helloed = false;
  let link: FromLauncher | undefined;
  const toWeb = (message: FromLauncher) => sendIfConnected(web, message);
  supervisor = new JudgeProcessSupervisor(judgeProcessOptions(config), {
    message: (message) => toWeb(message),
    up: (pid, restarts) => {
      link = { type: 'link', event: 'up', pid, restarts };
      if (helloed) toWeb(link);
    },
    down: (reason, restartInMs) => {
      link = { type: 'link', event: 'down', reason, ...(restartInMs === undefined ? {} : { restartInMs }) };
      if (helloed) toWeb(link);
    },
  });
  web.on('message', (message: ToJudgeProcess | { type: 'hello' }) => {
    if (message.type === 'hello') {
      helloed = true;
      if (link) toWeb(link);
    } else if (message.type !== 'close') {
      // The judge process ends with this launcher, not when the web process closes its side.
      supervisor?.send(message);
    }
  });
  supervisor.start();
}

/** Gives DATA_DIR and CodeQuest's own files in it to the service user (modes unchanged). */
function giveData(dataDir: string, account: Account): void {
  chownSync(dataDir, account.uid, account.gid);
  for (const name of OWN_DATA) {
    const entry = path.join(dataDir, name);
    if (existsSync(entry)) chownTree(entry, account);
  }
}

function chownTree(entry: string, account: Account): void {
  const stats = lstatSync(entry);
  if (stats.isSymbolicLink()) return;
  chownSync(entry, account.uid, account.gid);
  if (stats.isDirectory())
    for (const child of readdirSync(entry)) chownTree(path.join(entry, child), account);
}

function lookUpAccount(name: string): Account | undefined {
  for (const line of readPasswd()) {
    const [user, , uid, gid] = line.split(':');
    if (user === name) return { uid: Number(uid), gid: Number(gid) };
  }
  return undefined;
}

function accountHomes(): Set<string> {
  const homes = new Set<string>();
  for (const line of readPasswd()) {
    const home = line.split(':')[5];
    if (home && home !== '/nonexistent' && existsSync(home) && statSync(home).isDirectory())
      homes.add(path.resolve(home));
  }
  return homes;
}

function readPasswd(): string[] {
  const result = spawnSync('getent', ['passwd'], { encoding: 'utf8' });
  const text = result.status === 0 ? result.stdout : readFileSync('/etc/passwd', 'utf8');
  return text.split('\n').filter(Boolean);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

main();
