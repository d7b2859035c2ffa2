// Brings a fresh machine to the point where CodeQuest can run (and, for tests, be tested): system
// packages, npm dependencies, the build. Each step checks first and skips what is already done.
// Uses nothing but Node's standard library: it runs before any `npm install`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const MIN_NODE = [20, 19];

/** What the judge and the browser tests need from the system: the command, and the Debian package. */
const SYSTEM_NEEDS = {
  runtime: [
    { command: 'bwrap', pkg: 'bubblewrap', why: 'the judge sandbox' },
    { command: 'gcc', pkg: 'gcc', why: 'judging C' },
    { command: 'g++', pkg: 'g++', why: 'judging C++' },
    { command: 'javac', pkg: 'openjdk-17-jdk-headless', why: 'judging Java', check: javaIsRecent },
    // The judge runs the system's interpreter itself, never a version manager's shim found on PATH.
    {
      command: 'python3',
      pkg: 'python3',
      why: 'judging Python',
      check: () => existsSync('/usr/bin/python3'),
    },
  ],
  test: [
    { command: 'chromium-headless-shell', pkg: 'chromium-headless-shell', why: 'the browser tests' },
    {
      command: 'python3',
      pkg: 'python3-prometheus-client',
      why: "reading /metrics as Prometheus does (its client's parser)",
      check: () => existsSync('/usr/lib/python3/dist-packages/prometheus_client'),
    },
  ],
};

export function step(title) {
  console.log(`\n▸ ${title}`);
}

export function note(text) {
  console.log(`  ${text}`);
}

/** Runs a command with inherited output; exits the process with a clear message when it fails. */
export function run(command, args, options = {}) {
  note(`$ ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}

function has(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

function javaIsRecent() {
  const result = spawnSync('javac', ['-version'], { encoding: 'utf8' });
  const match = /javac (\d+)/.exec(`${result.stdout}${result.stderr}`);
  return Boolean(match && Number(match[1]) >= 17);
}

function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    console.error(`CodeQuest needs Node.js ${MIN_NODE.join('.')} or newer; this is ${process.version}.`);
    process.exit(1);
  }
}

function installSystemPackages(needs) {
  step('System packages');
  const missing = needs.filter((need) => !has(need.command) || (need.check && !need.check()));
  if (missing.length === 0) {
    note(`present: ${needs.map((need) => need.command).join(', ')}`);
    return;
  }
  const pkgs = [...new Set(missing.map((need) => need.pkg))];
  for (const need of missing) note(`missing: ${need.command} (${need.why}) — Debian package ${need.pkg}`);
  const isRoot = process.getuid?.() === 0;
  const canSudo =
    !isRoot && has('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0;
  if (!has('apt-get') || (!isRoot && !canSudo)) {
    console.error(
      `\nInstall these packages, then run the command again:\n  sudo apt-get install -y ${pkgs.join(' ')}\n` +
        '(On a system without apt-get, install the equivalents: bubblewrap, gcc, a JDK 17+, python3.)',
    );
    process.exit(1);
  }
  // sudo drops the environment, so the non-interactive switch goes through `env`.
  const apt = (...args) =>
    isRoot
      ? run('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } })
      : run('sudo', ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]);
  apt('update', '-qq');
  apt('install', '-y', '-qq', ...pkgs);
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** The newest modification time of any file below the given paths, skipping build output and deps. */
function newest(paths) {
  let latest = 0;
  const visit = (entry) => {
    const stats = statSync(entry, { throwIfNoEntry: false });
    if (!stats) return;
    if (!stats.isDirectory()) {
      latest = Math.max(latest, stats.mtimeMs);
      return;
    }
    for (const child of readdirSync(entry)) {
      if (child === 'node_modules' || child === 'dist' || child.startsWith('.')) continue;
      visit(path.join(entry, child));
    }
  };
  for (const entry of paths) visit(path.join(ROOT, entry));
  return latest;
}

function installNpmDependencies() {
  step('npm dependencies');
  const lock = path.join(ROOT, 'package-lock.json');
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(lock)) {
    note('up to date with package-lock.json');
    return;
  }
  note(
    existsSync(installed) ? 'package-lock.json changed since the last install' : 'node_modules is missing',
  );
  // `npm install` rather than `npm ci`: npm 11 leaves other platforms' optional packages out of the lock
  // file and `npm ci` then refuses it. With the lock file present, install still follows it.
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const BUILD_INPUTS = ['apps/web', 'apps/server', 'packages', 'package-lock.json', 'tsconfig.base.json'];

function build() {
  step('Build');
  const outputs = [
    'apps/web/dist/index.html',
    'apps/server/dist/main.js',
    'apps/server/dist/launcher.js',
    'apps/server/dist/judge-host.js',
    'apps/server/dist/worker.js',
    'apps/server/dist/content-build.js',
  ].map((file) => path.join(ROOT, file));
  const builtAt = Math.min(...outputs.map(mtime));
  if (builtAt > 0 && builtAt >= newest(BUILD_INPUTS)) {
    note('web and server builds are newer than their sources');
    return;
  }
  note(builtAt === 0 ? 'no build yet' : 'sources changed since the last build');
  run('npm', ['run', 'build']);
}

/**
 * The catalogue's large tests are generated, not committed (content/README.md): for the test suites, which
 * read the whole catalogue, the ones missing from content/.cache are built first. Already-built ones are
 * skipped in a moment. `npm start` does not wait for them: its launcher builds them while the server serves
 * (apps/server/src/catalogue/build-beside.ts), and their puzzles join the catalogue once built.
 */
function buildGeneratedTests() {
  step('Generated tests');
  run(process.execPath, [path.join(ROOT, 'apps/server/dist/content-build.js')]);
}

/** The unprivileged system user the web process runs as when CodeQuest is started as root. */
export const SERVICE_USER = 'codequest';

/**
 * As root: the system user the web process runs as (no login shell, no home), created when missing. Only
 * the judge keeps root (README.md: "What runs as root and why").
 */
export function ensureServiceUser() {
  if (process.getuid?.() !== 0) return;
  step('Service user');
  if (spawnSync('getent', ['passwd', SERVICE_USER], { stdio: 'ignore' }).status === 0) {
    note(`present: ${SERVICE_USER} (the web process runs as it; the judge keeps root)`);
    return;
  }
  run('useradd', [
    '--system',
    '--user-group',
    '--no-create-home',
    '--home-dir',
    '/nonexistent',
    '--shell',
    '/usr/sbin/nologin',
    '--comment',
    'CodeQuest web process',
    SERVICE_USER,
  ]);
}

/** @param {{ forTests?: boolean, worker?: boolean }} options (a judge worker needs no catalogue) */
export function setup(options = {}) {
  const started = Date.now();
  step(`Checking Node.js (${process.version})`);
  checkNode();
  installSystemPackages([...SYSTEM_NEEDS.runtime, ...(options.forTests ? SYSTEM_NEEDS.test : [])]);
  if (!options.worker) ensureServiceUser();
  installNpmDependencies();
  build();
  if (options.forTests) buildGeneratedTests();
  note(`set-up done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
