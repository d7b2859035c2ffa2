/**
 * Parsers for what the launcher's init writes from inside the sandbox: its one status line (fd 3) and the
 * files it streams out of the compile step's output folder (fd 4). Both are treated as untrusted input.
 */

export interface InitStatus {
  exitCode: number | undefined;
  signal: number | undefined;
  cpuUs: number;
  maxRssKb: number;
  wallUs: number;
  killed: 'cpu' | 'wall' | undefined;
  execErrno: number;
}

export interface EmittedFile {
  name: string;
  bytes: Buffer;
}

const STATUS_LINE =
  /^exit=(-?\d+) signal=(\d+) cpu_us=(\d+) maxrss_kb=(\d+) wall_us=(\d+) killed=(none|cpu|wall) exec_errno=(\d+)\n$/;

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
    killed: match[6] === 'cpu' || match[6] === 'wall' ? match[6] : undefined,
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
