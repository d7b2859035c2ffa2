import { judgeWallMs, LANGUAGE_TABLE, type Language } from '@codequest/contracts';
import { findMainClass } from './java/main-class';
import type { ResolvedLimits } from './limits';
import { SANDBOX_PATHS } from './sandbox/bwrap';
import type { SandboxLimits } from './sandbox/run';
import type { JavaToolchain, Toolchains } from './toolchains';

/**
 * How the judge runs each language of contracts' LANGUAGE_TABLE (which names the file its source goes in):
 * how it is compiled (inside the sandbox: source under /src, output into /box/out), which compiled files a
 * run needs, and how a test runs it (program under /prog) with which limits. Java's warm compile path is in
 * java/compile-service.ts; its source file and class are named after the class the source declares.
 */

export const SOURCE_DIR = SANDBOX_PATHS.source;
export const PROGRAM_DIR = SANDBOX_PATHS.program;

export interface CommandPlan {
  argv: string[];
  limits: SandboxLimits;
  /** The pids the runtime takes whatever the program does (Node's threads); one when not given. */
  ownPids?: number;
}

/** Where one submission's source goes and what a test starts: fixed for most languages, found for Java. */
export interface SourceLayout {
  /** A plain file name in the submission's folder. */
  sourceFile: string;
  /** Java: the class the JVM starts; undefined when the source declares none (a Compilation Error). */
  mainClass?: string;
}

/** A source the judge will not even compile, with the compiler-style line that says why. */
export interface RefusedLayout {
  refused: string;
}

export interface LanguageSpec {
  /** The file a source goes in unless the language names it after the source (Java). */
  sourceFile: string;
  layout(source: string): SourceLayout | RefusedLayout;
  /** Whether the compile step leaves files to run (C's binary, Java's classes) or only checks (Python). */
  producesArtifacts: boolean;
  compile(tools: Toolchains, limits: ResolvedLimits, layout: SourceLayout): CommandPlan;
  /** Whether a file the compile step produced belongs to the program (anything else is dropped). */
  acceptsArtifact(name: string): boolean;
  /** What the learner is told when a file the program needs is missing; undefined when all is there. */
  missingArtifact(names: string[], layout: SourceLayout): string | undefined;
  run(tools: Toolchains, limits: ResolvedLimits, layout: SourceLayout): CommandPlan;
  /** The program said it ran out of memory (only reliable for runtimes that report it themselves). */
  reportsOutOfMemory(stderr: string): boolean;
  /**
   * For a language whose compile step only checks (Python): whether a failed run looks like the runtime
   * refusing the source itself. The judge then runs the real check to decide; the program's own stderr is
   * never taken as the compiler's output.
   */
  mayHaveRefusedSource?(run: { exitCode: number | undefined; stderr: string }): boolean;
  /** For such a language: a source the runtime would run although the check refuses it, so check first. */
  checkBeforeRunning?(source: string): boolean;
  /** The compiler's output as the learner reads it (a runtime's own stack frames dropped). */
  compileOutput?(output: string): string;
}

export const SANDBOX_ENV: Record<string, string> = {
  PATH: '/usr/bin:/bin',
  LANG: 'C.UTF-8',
  HOME: SANDBOX_PATHS.work,
  TMPDIR: SANDBOX_PATHS.tmp,
};

const MB = 1024 * 1024;
/** The compiled program may be this large (a C array initialiser can make a big binary). */
const ARTIFACTS_MAX_BYTES = 32 * MB;
/** What the JVM itself needs beyond the heap: metaspace, code cache, thread stacks, shared archive. */
const JVM_OVERHEAD_BYTES = 160 * MB;
const JVM_THREADS = 32;
/** Without cgroups RLIMIT_AS is the only memory cap; the runtime's own mappings need room above the limit. */
const ADDRESS_SPACE_SLACK_BYTES = 64 * MB;
const COMPILER_PROCESSES = 16;

function compileLimits(limits: ResolvedLimits, processes: number, openFiles: number): SandboxLimits {
  const memoryBytes = limits.compileMemoryMb * MB;
  return {
    cpuMs: limits.compileMs,
    // Waiting counts as for a test (twice the CPU time, and a second): a busy machine slows a compile down.
    wallMs: judgeWallMs(limits.compileMs),
    memoryBytes,
    addressSpaceBytes: memoryBytes,
    processes,
    fileSizeBytes: ARTIFACTS_MAX_BYTES,
    openFiles,
    stackBytes: 64 * MB,
  };
}

function runLimits(limits: ResolvedLimits, overrides: Partial<SandboxLimits> = {}): SandboxLimits {
  const memoryBytes = limits.memoryMb * MB;
  return {
    cpuMs: limits.cpuMs,
    wallMs: limits.wallMs,
    memoryBytes,
    addressSpaceBytes: memoryBytes + ADDRESS_SPACE_SLACK_BYTES,
    processes: limits.processes,
    fileSizeBytes: limits.fileSizeKb * 1024,
    openFiles: 64,
    // Deep recursion is legitimate; half the memory keeps an endless one a clean SIGSEGV, not an OOM kill.
    stackBytes: memoryBytes / 2,
    ...overrides,
  };
}

function required<T>(tool: T | undefined, name: string): T {
  if (tool === undefined) throw new Error(`${name} is not installed on this machine`);
  return tool;
}

/** gcc and g++ share their flags: optimised, plain diagnostics, no more than 20 errors. */
const GNU_FLAGS = ['-O2', '-pipe', '-fdiagnostics-color=never', '-fmax-errors=20'];

/** C and C++: one compiler run writes /box/out/main, which every test runs. */
function gnuSpec(
  language: 'c' | 'cpp',
  compiler: (tools: Toolchains) => string,
  flags: string[],
): LanguageSpec {
  const { sourceFile } = LANGUAGE_TABLE[language];
  return {
    sourceFile,
    layout: () => ({ sourceFile }),
    producesArtifacts: true,
    compile: (tools, limits) => ({
      argv: [
        compiler(tools),
        ...flags.slice(0, 1),
        ...GNU_FLAGS,
        '-o',
        `${SANDBOX_PATHS.output}/main`,
        `${SOURCE_DIR}/${sourceFile}`,
        ...flags.slice(1),
      ],
      limits: compileLimits(limits, COMPILER_PROCESSES, 64),
    }),
    acceptsArtifact: (name) => name === 'main',
    missingArtifact: (names) => (names.includes('main') ? undefined : 'The compiler produced no program'),
    run: (_tools, limits) => ({ argv: [`${PROGRAM_DIR}/main`], limits: runLimits(limits) }),
    reportsOutOfMemory: () => false,
  };
}

const c = gnuSpec('c', (tools) => required(tools.gcc, 'gcc'), ['-std=c17', '-lm']);
/** C++20 with GNU extensions (variable-length arrays, __int128), as competitive programmers expect. */
const cpp = gnuSpec('cpp', (tools) => required(tools.gxx, 'g++'), ['-std=gnu++20']);

/** A check of the syntax only: Python compiles again when it runs, but a syntax error is a compile error. */
const PYTHON_SYNTAX_CHECK = [
  'import sys',
  "source = open(sys.argv[1], 'rb').read()",
  'try:',
  `    compile(source, '${LANGUAGE_TABLE.python.sourceFile}', 'exec')`,
  'except (SyntaxError, ValueError) as error:',
  '    import traceback',
  "    sys.stderr.write(''.join(traceback.format_exception_only(type(error), error)))",
  '    sys.exit(1)',
].join('\n');

const PYTHON_FLAGS = ['-I', '-S', '-B'];

const python: LanguageSpec = {
  sourceFile: LANGUAGE_TABLE.python.sourceFile,
  layout: () => ({ sourceFile: LANGUAGE_TABLE.python.sourceFile }),
  producesArtifacts: false,
  compile: (tools, limits) => ({
    argv: [
      required(tools.python, 'python3'),
      ...PYTHON_FLAGS,
      '-c',
      PYTHON_SYNTAX_CHECK,
      `${SOURCE_DIR}/${LANGUAGE_TABLE.python.sourceFile}`,
    ],
    limits: compileLimits(limits, COMPILER_PROCESSES, 64),
  }),
  acceptsArtifact: () => false,
  missingArtifact: () => undefined,
  run: (tools, limits) => ({
    argv: [
      required(tools.python, 'python3'),
      ...PYTHON_FLAGS,
      `${PROGRAM_DIR}/${LANGUAGE_TABLE.python.sourceFile}`,
    ],
    limits: runLimits(limits),
  }),
  reportsOutOfMemory: (stderr) => /(^|\n)MemoryError\b/.test(stderr),
  // The interpreter stops reading a file at a NUL byte and runs what came before; compile() refuses it.
  checkBeforeRunning: (source) => source.includes('\u0000'),
  // A file Python cannot parse ends with exit code 1 and a located error but no traceback.
  mayHaveRefusedSource: ({ exitCode, stderr }) =>
    exitCode === 1 &&
    !stderr.includes('Traceback (most recent call last)') &&
    /(^|\n) *File "[^"\n]*", line \d+/.test(stderr) &&
    /(^|\n)\w*Error\b/.test(stderr),
};

/** A class of the default package (Main, Main$Node): a package would put the class out of the JVM's reach. */
const CLASS_FILE = /^[A-Za-z_$][A-Za-z0-9_$]*\.class$/;
/** The class a Java source is compiled as when it declares none: javac then speaks first. */
const DEFAULT_JAVA_CLASS = LANGUAGE_TABLE.java.sourceFile.replace(/\.java$/, '');

/** The source goes in <Class>.java, javac's rule for a public class, and the JVM starts that class. */
function javaLayout(source: string): SourceLayout | RefusedLayout {
  const search = findMainClass(source);
  if (search.kind === 'refused') return { refused: search.message };
  if (search.kind === 'none') return { sourceFile: `${DEFAULT_JAVA_CLASS}.java` };
  return { sourceFile: `${search.name}.java`, mainClass: search.name };
}

function missingJavaClass(names: string[], { mainClass }: SourceLayout): string | undefined {
  if (mainClass === undefined)
    return 'error: no class declared: a Java program needs a class with public static void main(String[] args)';
  if (names.includes(`${mainClass}.class`)) return undefined;
  return `No class ${mainClass} in the default package: declare your classes without a package line`;
}

/** Flags for every JVM the judge starts: small, quick to start, one GC thread, no shared-memory perf file. */
export const JVM_FLAGS = ['-XX:+UseSerialGC', '-XX:TieredStopAtLevel=1', '-XX:-UsePerfData', '-Xshare:auto'];

export function javaCompilerFlags(): string[] {
  return ['-proc:none', '-implicit:none', '-nowarn', '-Xlint:none', '-encoding', 'UTF-8', '-Xmaxerrs', '50'];
}

function javaTools(tools: Toolchains): JavaToolchain {
  return required(tools.java, 'Java 17');
}

const java: LanguageSpec = {
  sourceFile: LANGUAGE_TABLE.java.sourceFile,
  layout: javaLayout,
  producesArtifacts: true,
  compile: (tools, limits, layout) => ({
    argv: [
      javaTools(tools).javac,
      `-J-Xmx${Math.floor(limits.compileMemoryMb / 2)}m`,
      ...JVM_FLAGS.map((flag) => `-J${flag}`),
      ...javaCompilerFlags(),
      '-d',
      SANDBOX_PATHS.output,
      `${SOURCE_DIR}/${layout.sourceFile}`,
    ],
    limits: { ...compileLimits(limits, COMPILER_PROCESSES + JVM_THREADS, 512), addressSpaceBytes: 0 },
  }),
  acceptsArtifact: (name) => CLASS_FILE.test(name),
  missingArtifact: missingJavaClass,
  run: (tools, limits, layout) => ({
    argv: [
      javaTools(tools).java,
      `-Xmx${limits.memoryMb}m`,
      '-Xss64m',
      '-XX:ActiveProcessorCount=1',
      ...JVM_FLAGS,
      '-Dfile.encoding=UTF-8',
      `-Djava.io.tmpdir=${SANDBOX_PATHS.tmp}`,
      '-cp',
      PROGRAM_DIR,
      layout.mainClass ?? DEFAULT_JAVA_CLASS,
    ],
    limits: runLimits(limits, {
      memoryBytes: limits.memoryMb * MB + JVM_OVERHEAD_BYTES,
      // The JVM reserves far more address space than it uses: only the cgroup can hold Java's memory.
      addressSpaceBytes: 0,
      processes: limits.processes + JVM_THREADS,
      openFiles: 256,
      stackBytes: 8 * MB,
    }),
  }),
  reportsOutOfMemory: (stderr) =>
    stderr.includes('java.lang.OutOfMemoryError') && !stderr.includes('unable to create native thread'),
};

/** What V8 needs beyond the learner's heap: the code space, the other heap spaces, Node's own buffers. */
const NODE_OVERHEAD_BYTES = 96 * MB;
/** Node's own threads: libuv's pool (4) and V8's platform workers. */
const NODE_THREADS = 16;
/**
 * Node runs a CommonJS script, or an ES module when the source uses import/export (module detection), so
 * `require('readline')` and `import { readFileSync } from 'node:fs'` both work; the warning that detection
 * is experimental in this Node is not the learner's business.
 */
const NODE_FLAGS = ['--experimental-detect-module', '--disable-warning=ExperimentalWarning'];

/** Node's main thread may use most of its stack rlimit: deep recursion works as it does in C. */
function nodeStackKb(limits: ResolvedLimits): number {
  return Math.floor((limits.memoryMb * MB) / 4 / 1024);
}

/** How much of a long line in error the syntax check shows, around the caret. */
const JAVASCRIPT_CHECK_WIDTH = 120;

/**
 * The syntax check, as Node decides how to run a source: as a CommonJS script, or, when that fails on syntax
 * only a module may use (import, export, import.meta, top-level await), as an ES module. `node --check`
 * alone passes any source that looks like a module, errors and all. Each check parses with the run's stack,
 * so a source the run can parse passes. argv: the source file, then the stack size in KB.
 */
const JAVASCRIPT_SYNTAX_CHECK = [
  "const { spawnSync } = require('node:child_process');",
  'const [file, stackKb] = process.argv.slice(1);',
  "const flags = ['--disable-warning=ExperimentalWarning', '--stack-size=' + stackKb, '--check', file];",
  'const check = (type) =>',
  "  spawnSync(process.execPath, ['--experimental-default-type=' + type, ...flags], { encoding: 'utf8' });",
  "let result = check('commonjs');",
  "const moduleOnly = /Cannot use import statement|Unexpected token 'export'|import\\.meta|await is only valid/;",
  "if (result.status !== 0 && moduleOnly.test(result.stderr)) result = check('module');",
  // Node prints the line in error with a caret under it (none past its first thousand columns): only a
  // window of a long line, or the output's cap could cut off the message below it.
  'const said =',
  "  result.status === 0 ? '' : result.stderr || 'The syntax check ended with ' + (result.signal ?? result.error);",
  "const lines = said.split('\\n');",
  'for (let i = 0; i < lines.length; i++) {',
  `  if (lines[i].length <= ${JAVASCRIPT_CHECK_WIDTH}) continue;`,
  "  const below = lines[i + 1] ?? '';",
  "  const caret = below.indexOf('^');",
  `  const start = Math.max(0, caret - ${JAVASCRIPT_CHECK_WIDTH / 2});`,
  `  const end = start + ${JAVASCRIPT_CHECK_WIDTH};`,
  "  lines[i] = (start > 0 ? '…' : '') + lines[i].slice(start, end) + (end < lines[i].length ? '…' : '');",
  '  if (/^ *\\^* *$/.test(below))',
  "    lines[++i] = caret < 0 ? '' : (start > 0 ? ' ' : '') + below.slice(start, end);",
  '}',
  "process.stderr.write(lines.join('\\n'));",
  'process.exitCode = result.status === 0 ? 0 : 1;',
].join('\n');

const javascript: LanguageSpec = {
  sourceFile: LANGUAGE_TABLE.javascript.sourceFile,
  layout: () => ({ sourceFile: LANGUAGE_TABLE.javascript.sourceFile }),
  producesArtifacts: false,
  compile: (tools, limits) => ({
    argv: [
      required(tools.node, 'Node.js'),
      '-e',
      JAVASCRIPT_SYNTAX_CHECK,
      `${SOURCE_DIR}/${LANGUAGE_TABLE.javascript.sourceFile}`,
      String(nodeStackKb(limits)),
    ],
    limits: {
      ...compileLimits(limits, COMPILER_PROCESSES + 2 * NODE_THREADS, 64),
      addressSpaceBytes: 0,
      // As the run's: room for the stack the check parses with.
      stackBytes: runLimits(limits).stackBytes,
    },
  }),
  acceptsArtifact: () => false,
  missingArtifact: () => undefined,
  run: (tools, limits) => ({
    argv: [
      required(tools.node, 'Node.js'),
      ...NODE_FLAGS,
      `--max-old-space-size=${limits.memoryMb}`,
      `--stack-size=${nodeStackKb(limits)}`,
      `${PROGRAM_DIR}/${LANGUAGE_TABLE.javascript.sourceFile}`,
    ],
    limits: runLimits(limits, {
      memoryBytes: limits.memoryMb * MB + NODE_OVERHEAD_BYTES,
      // V8 reserves far more address space than it uses: only the cgroup can hold Node's memory.
      addressSpaceBytes: 0,
      processes: limits.processes + NODE_THREADS,
      openFiles: 256,
    }),
    ownPids: tools.nodeThreads,
  }),
  reportsOutOfMemory: (stderr) =>
    stderr.includes('JavaScript heap out of memory') || stderr.includes('Reached heap limit'),
  // Node refuses a source it cannot parse with a SyntaxError before running any of it.
  mayHaveRefusedSource: ({ exitCode, stderr }) => exitCode === 1 && /(^|\n)SyntaxError: /.test(stderr),
  // `node --check` leaves Node's own frames under the error: the learner's line and message are enough.
  compileOutput: (output) =>
    output
      .split('\n')
      .filter((line) => !/^ {4}at .*\(?node:internal\//.test(line) && !/^Node\.js v\d/.test(line))
      .join('\n')
      .trimEnd(),
};

export const LANGUAGES: Record<Language, LanguageSpec> = { c, cpp, java, javascript, python };
