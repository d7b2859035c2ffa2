/**
 * Parsers for what the launcher's init writes from inside the sandbox: its status line (fd 3), a series'
 * results (fd 3) and the files it streams out of the compile step's output folder (fd 4). All of it is
 * treated as untrusted input.
 */

export interface InitStatus {
  exitCode: number | undefined;
  signal: number | undefined;
  cpuUs: number;
  maxRssKb: number;
  wallUs: number;
  /**
   * What the init stopped the program for, else an output that went past its cap (series runs only: the
   * program ran on to its end or its time limit, and a time limit hit is reported instead).
   */
  killed: 'cpu' | 'wall' | 'stdout' | 'stderr' | undefined;
  execErrno: number;
}

export interface EmittedFile {
  name: string;
  bytes: Buffer;
}

const STATUS_LINE =
  /^exit=(-?\d+) signal=(\d+) cpu_us=(\d+) maxrss_kb=(\d+) wall_us=(\d+) killed=(none|cpu|wall|stdout|stderr) exec_errno=(\d+)\n$/;

export function parseInitStatus(text: string): InitStatus | undefined {
  const match = STATUS_LINE.exec(text);
  if (!match) return undefined;
  const number = (index: number) => Number(match[index]);
  return {
    exitCode: number(1) >= 0 ? number(1) : undefined,
    signal: number(2) > 0 ? number(2) : undefined,
    cpuUs: number(3),
    maxRssKb: number(4),
    wallUs: number(5),
    killed: match[6] === 'none' ? undefined : (match[6] as InitStatus['killed']),
    execErrno: number(7),
  };
}

const FILE_HEADER = /^F (\d+) (\d+)\n/;

/**
 * "F <name length> <size>\n<name><bytes>" per file, then "E\n"; nothing at all when the compiler failed (no
 * files); undefined when cut short or malformed.
 */
export function parseEmittedFiles(stream: Buffer): EmittedFile[] | undefined {
  const files: EmittedFile[] = [];
  if (stream.length === 0) return files;
  let offset = 0;
  while (offset < stream.length) {
    const head = stream.subarray(offset, offset + 64).toString('latin1');
    if (head.startsWith('E\n')) return files;
    const match = FILE_HEADER.exec(head);
    if (!match) return undefined;
    const nameStart = offset + match[0].length;
    const dataStart = nameStart + Number(match[1]);
    const end = dataStart + Number(match[2]);
    if (end > stream.length) return undefined;
    files.push({
      name: stream.subarray(nameStart, dataStart).toString('latin1'),
      bytes: stream.subarray(dataStart, end),
    });
    offset = end;
  }
  return undefined;
}

export interface SeriesResult {
  status: InitStatus;
  stdout: Buffer;
  stderr: Buffer;
  /** A compile's files as the init streamed them ("F …" frames, then "E"; empty when none were asked for). */
  files: Buffer;
  /** The init ends the series after this run (it could not make the sandbox clean again). */
  last: boolean;
  /**
   * The pids the run used up in the sandbox's pid namespace (its processes and threads): what moved the next
   * run's pid numbers (see SandboxSeries.spent).
   */
  pids: number;
}

const OUTPUT_HEADER = /^output (\d+) (\d+) (\d+) (\d+) (next|last)\n/;

/** How long the result at the start of stream is once whole, when its two header lines have arrived. */
export function seriesResultBytes(stream: Buffer): number | undefined {
  const statusEnd = stream.indexOf(10);
  const headerEnd = statusEnd < 0 ? -1 : stream.indexOf(10, statusEnd + 1);
  if (headerEnd < 0) return undefined;
  const match = OUTPUT_HEADER.exec(stream.subarray(statusEnd + 1, headerEnd + 1).toString('latin1'));
  return match ? headerEnd + 1 + Number(match[1]) + Number(match[2]) + Number(match[3]) : undefined;
}

/**
 * One run's result of a series, from the start of what the init has written so far: its status line, then
 * "output <stdout bytes> <stderr bytes> <files bytes> <pids used> next|last\n" and those bytes. `incomplete` while more is needed; `malformed`
 * when it can never be a result (an output longer than its cap included).
 */
export function parseSeriesResult(
  stream: Buffer,
  caps: { stdoutBytes: number; stderrBytes: number; filesBytes: number },
): { result: SeriesResult; rest: Buffer } | 'incomplete' | 'malformed' {
  const statusEnd = stream.indexOf(10);
  if (statusEnd < 0) return stream.length > 256 ? 'malformed' : 'incomplete';
  const status = parseInitStatus(stream.subarray(0, statusEnd + 1).toString('latin1'));
  if (!status) return 'malformed';
  const headerEnd = stream.indexOf(10, statusEnd + 1);
  const header = stream.subarray(statusEnd + 1, headerEnd < 0 ? statusEnd + 1 + 64 : headerEnd + 1);
  if (headerEnd < 0) return header.length >= 64 ? 'malformed' : 'incomplete';
  const match = OUTPUT_HEADER.exec(header.toString('latin1'));
  if (!match) return 'malformed';
  const stdoutBytes = Number(match[1]);
  const stderrBytes = Number(match[2]);
  const filesBytes = Number(match[3]);
  if (stdoutBytes > caps.stdoutBytes || stderrBytes > caps.stderrBytes || filesBytes > caps.filesBytes)
    return 'malformed';
  const start = headerEnd + 1;
  const filesStart = start + stdoutBytes + stderrBytes;
  const end = filesStart + filesBytes;
  if (stream.length < end) return 'incomplete';
  return {
    result: {
      status,
      stdout: stream.subarray(start, start + stdoutBytes),
      stderr: stream.subarray(start + stdoutBytes, filesStart),
      files: stream.subarray(filesStart, end),
      last: match[5] === 'last',
      pids: Number(match[4]),
    },
    rest: stream.subarray(end),
  };
}
