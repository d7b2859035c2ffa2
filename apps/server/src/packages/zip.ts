import { zipSync } from 'fflate';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { PACKAGE_LIMITS } from './limits';

/**
 * Zips in memory. Reading is yauzl's: it exposes each entry's attributes (so a symbolic link is refused
 * rather than followed), checks every entry's inflated size against the size it declares, and inflates one
 * entry at a time, so the reader can stop at the first byte past its limit. Writing is fflate's zipSync: a
 * whole zip from a map of files in one call, which is all an export needs.
 */

export class PackageError extends Error {
  override name = 'PackageError';
}

/** Every file of the zip by its path ('/'-separated, no leading slash); folders are implied. */
export type PackageFiles = Map<string, Buffer>;

const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(
      buffer,
      // Names are decoded here, not by yauzl, so that a refused one is named in the reader's own words.
      { lazyEntries: true, decodeStrings: false, validateEntrySizes: true },
      (error, zip) => (error || !zip ? reject(error ?? new Error('unreadable zip')) : resolve(zip)),
    );
  });
}

/** Refuses a path that could land outside the folder it is unpacked in. */
export function checkEntryPath(name: string): void {
  if (name.length > PACKAGE_LIMITS.pathChars)
    throw new PackageError(
      `${name.slice(0, 80)}…: a path in the zip is longer than ${PACKAGE_LIMITS.pathChars} characters`,
    );
  if (name.includes('\\') || name.includes('\0'))
    throw new PackageError(`${name}: refused, a path in the zip may not hold a backslash or a NUL`);
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name))
    throw new PackageError(`${name}: refused, an absolute path in the zip`);
  if (name.split('/').some((part) => part === '..'))
    throw new PackageError(`${name}: refused, a path in the zip leads out of its folder (..)`);
}

/** UTF-8 when the entry says so (bit 11), and in practice for the ASCII names packages use. */
function nameOf(entry: Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  return Buffer.isBuffer(raw) ? raw.toString('utf8') : String(raw);
}

function isSymlink(entry: Entry): boolean {
  const madeOnUnix = entry.versionMadeBy >> 8 === 3;
  return madeOnUnix && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK;
}

function readEntry(zip: ZipFile, entry: Entry, name: string, budget: { bytes: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(error ?? new Error('unreadable entry'));
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => {
        budget.bytes -= chunk.length;
        if (budget.bytes < 0) {
          stream.destroy(tooLarge(name));
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks)));
    });
  });
}

const tooLarge = (name: string) =>
  new PackageError(
    `${name}: refused, the zip unpacks to more than ${PACKAGE_LIMITS.totalBytes / (1024 * 1024)} MB`,
  );

/** Unpacks a zip in memory, refusing traversal, links, and more than the limits allow. */
export async function readZip(buffer: Buffer): Promise<PackageFiles> {
  let zip: ZipFile;
  try {
    zip = await openZip(buffer);
  } catch (error) {
    throw new PackageError(`The upload is not a readable zip: ${(error as Error).message}`);
  }
  if (zip.entryCount > PACKAGE_LIMITS.entries) {
    zip.close();
    throw new PackageError(
      `The zip holds ${zip.entryCount} entries: at most ${PACKAGE_LIMITS.entries} are read`,
    );
  }
  const files: PackageFiles = new Map();
  const budget = { bytes: PACKAGE_LIMITS.totalBytes };
  let declared = 0;
  return new Promise((resolve, reject) => {
    const fail = (error: unknown) => {
      zip.close();
      reject(
        error instanceof PackageError
          ? error
          : new PackageError(`The zip could not be read: ${(error as Error).message}`),
      );
    };
    zip.on('error', fail);
    zip.on('end', () => resolve(files));
    zip.on('entry', (entry: Entry) => {
      try {
        const name = nameOf(entry);
        checkEntryPath(name);
        if (isSymlink(entry)) throw new PackageError(`${name}: refused, symbolic links are not read`);
        if (name.endsWith('/') || name.startsWith('__MACOSX/')) {
          zip.readEntry();
          return;
        }
        declared += entry.uncompressedSize;
        if (declared > PACKAGE_LIMITS.totalBytes) throw tooLarge(name);
        readEntry(zip, entry, name, budget).then((data) => {
          files.set(name.replace(/^\.\//, ''), data);
          zip.readEntry();
        }, fail);
      } catch (error) {
        fail(error);
      }
    });
    zip.readEntry();
  });
}

/** A zip of the given files (paths '/'-separated), deflated. */
export function writeZip(files: ReadonlyMap<string, string | Uint8Array>): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, data] of files) {
    entries[name] = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  }
  return Buffer.from(zipSync(entries, { level: 6 }));
}
