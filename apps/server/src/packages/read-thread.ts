import { parentPort, workerData } from 'node:worker_threads';
import type { PackageThreadAnswer } from './in-thread';
import { readPackage } from './read';
import { PackageError } from './zip';

/** A package import's reader thread (in-thread.ts): reads the zip it is given, answers, and ends. */

if (!parentPort) {
  console.error('package-reader.js is a thread started by the CodeQuest server, not a command');
  process.exit(1);
}
const answer = (message: PackageThreadAnswer) => parentPort?.postMessage(message);
try {
  answer({ read: await readPackage(Buffer.from(workerData as Uint8Array)) });
} catch (error) {
  if (error instanceof PackageError) answer({ refused: error.message });
  else answer({ error: error instanceof Error ? error.message : String(error) });
}
