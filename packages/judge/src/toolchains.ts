import { spawnSync } from 'node:child_process';
import { existsSync, realpathSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@codequest/contracts';

/**
 * Where this machine's compilers and interpreters live, found once. The sandbox binds /usr read-only for
 * every language; a toolchain installed elsewhere adds its own prefix, and the JDK adds the /etc folder its
 * configuration links point into. Nothing else of the host is ever bound.
 */

export interface ToolchainPaths {
  gcc?: string;
  gxx?: string;
  node?: string;
  /** A real interpreter binary, not a shim (pyenv shims are shell scripts under /root). */
  python?: string;
  javaHome?: string;
}

export interface JavaToolchain {
  home: string;
  java: string;
  javac: string;
}

export interface Toolchains {
  gcc: string | undefined;
  gxx: string | undefined;
  node: string | undefined;
  /**
   * The threads this Node starts before any of a script runs (V8's workers and its own), each a pid of the
   * sandbox's: a run that used these pids and no more did nothing the next run's pid numbers could tell.
   */
  nodeThreads: number | undefined;
  python: string | undefined;
  java: JavaToolchain | undefined;
  /** Per language, the host folders its sandboxes bind read-only, /usr first. */
  roots: Record<Language, string[]>;
}

const BASE_ROOT = '/usr';

function firstExisting(candidates: (string | undefined)[]): string | undefined {
  const found = candidates.find((candidate) => candidate !== undefined && existsSync(candidate));
  return found === undefined ? undefined : realpathSync(found);
}

function isInside(file: string, folder: string): boolean {
  return file === folder || file.startsWith(`${folder}/`);
}

/** bin/tool lives in a prefix: /opt/python-3.12/bin/python3 needs /opt/python-3.12. */
function prefixOf(binary: string): string {
  return path.dirname(path.dirname(binary));
}

function findJava(javaHome: string | undefined): JavaToolchain | undefined {
  const home =
    javaHome ??
    process.env.JAVA_HOME ??
    (existsSync('/usr/bin/javac') ? prefixOf(realpathSync('/usr/bin/javac')) : undefined);
  if (home === undefined) return undefined;
  const realHome = realpathSync(home);
  const java = path.join(realHome, 'bin', 'java');
  const javac = path.join(realHome, 'bin', 'javac');
  if (!existsSync(java) || !existsSync(javac)) return undefined;
  return { home: realHome, java, javac };
}

/** Debian's JDK keeps jvm.cfg and its security files in /etc/java-N-openjdk, linked from the JDK. */
function javaConfigFolder(java: JavaToolchain): string | undefined {
  const jvmConfig = path.join(java.home, 'lib', 'jvm.cfg');
  if (!existsSync(jvmConfig)) return undefined;
  const target = realpathSync(jvmConfig);
  return isInside(target, java.home) ? undefined : path.dirname(target);
}

/** /usr plus whichever of the folders it does not already hold. */
function rootsWith(...folders: (string | undefined)[]): string[] {
  const roots = [BASE_ROOT];
  for (const folder of folders) {
    if (folder !== undefined && !roots.some((root) => isInside(folder, root))) roots.push(folder);
  }
  return roots;
}

/** Counted once, by this Node itself: a version or build may start more or fewer. */
function threadsOf(node: string): number | undefined {
  const counted = spawnSync(
    node,
    ['-e', "process.stdout.write(String(require('node:fs').readdirSync('/proc/self/task').length))"],
    { encoding: 'utf8', timeout: 10_000, env: { PATH: '/usr/bin:/bin' } },
  );
  const threads = Number(counted.stdout);
  return counted.status === 0 && Number.isInteger(threads) && threads > 0 ? threads : undefined;
}

export function findToolchains(overrides: ToolchainPaths = {}): Toolchains {
  const gcc = firstExisting([overrides.gcc, '/usr/bin/gcc', '/usr/local/bin/gcc']);
  const gxx = firstExisting([overrides.gxx, '/usr/bin/g++', '/usr/local/bin/g++']);
  // The system's Node first: the one running the judge may live under a version manager in a private home.
  const node = firstExisting([overrides.node, '/usr/bin/node', '/usr/local/bin/node', process.execPath]);
  const python = firstExisting([overrides.python, '/usr/bin/python3', '/usr/local/bin/python3']);
  const java = findJava(overrides.javaHome);
  const roots = {
    c: rootsWith(gcc && prefixOf(gcc)),
    cpp: rootsWith(gxx && prefixOf(gxx)),
    javascript: rootsWith(node && prefixOf(node)),
    python: rootsWith(python && prefixOf(python)),
    java: rootsWith(java?.home, java && javaConfigFolder(java)),
  };
  return {
    gcc,
    gxx,
    node,
    nodeThreads: node === undefined ? undefined : threadsOf(node),
    python,
    java,
    roots,
  };
}
