import { startThread } from '../lib/thread';
import type { ReadPackage } from './read';
import { PackageError } from './zip';

/**
 * A package is read in a worker thread of its own (read-thread.ts; dist/package-reader.js): unpacking a zip
 * of up to 64 MB and reading its problems is CPU work the web process's event loop must not wait on. The
 * zip's bytes move to the thread (nothing is copied); what comes back is plain text. A refusal comes back
 * as the PackageError it was.
 */

export type PackageThreadAnswer = { read: ReadPackage } | { refused: string } | { error: string };

export function readPackageInThread(zip: Buffer): Promise<ReadPackage> {
  // The thread takes the bytes: a copy of their own, so the caller's buffer (perhaps a slice of a larger
  // one) stays as it was.
  const bytes = new Uint8Array(zip);
  return new Promise((resolve, reject) => {
    const thread = startThread(import.meta.dirname, 'package-reader', 'read-thread.ts', {
      workerData: bytes,
      transferList: [bytes.buffer],
    });
    thread.once('message', (answer: PackageThreadAnswer) => {
      if ('read' in answer) resolve(answer.read);
      else if ('refused' in answer) reject(new PackageError(answer.refused));
      else reject(new Error(answer.error));
    });
    thread.once('error', reject);
    thread.once('exit', (code) =>
      reject(new Error(`the package reader ended (code ${code}) without an answer`)),
    );
  });
}
