import { createHash } from 'node:crypto';
import { readFile, realpath } from 'node:fs/promises';
import path from 'node:path';
import type { JudgeRequest } from '../types';

/**
 * Tests by reference. A job that crosses to a judge elsewhere (its judge process, a worker on Redis) names
 * each stored test text by its hash and size rather than carry it, so a job stays a few kilobytes whatever
 * the puzzle's tests weigh; the judge's side fills the texts in (resolveJob) before the judge itself, which
 * takes whole texts, sees the job. A learner's own input travels whole.
 */

/** A stored text: the hex SHA-256 of its UTF-8 bytes, and how many bytes it has. */
export interface TextRef {
  hash: string;
  bytes: number;
}

/** A test's input or expected output in a job: whole, or by reference. */
export type JobText = string | TextRef;

export interface JudgeJob extends Omit<JudgeRequest, 'tests'> {
  tests: ReadonlyArray<{ input: JobText; expected: JobText }>;
}

/**
 * Where the judge's side finds a text: given whole (one the database keeps), or in a file of the catalogue,
 * relative to the content folder (read there, never copied).
 */
export type TextLocation = { hash: string; text: string } | { hash: string; file: string };

/** The hashes a job refers to, each once. */
export function referencedHashes(job: JudgeJob): string[] {
  const hashes = new Set<string>();
  for (const test of job.tests)
    for (const text of [test.input, test.expected]) if (typeof text !== 'string') hashes.add(text.hash);
  return [...hashes];
}

/** The job with every text filled in from `texts` (hash to text): what the judge itself takes. */
export function fillJob(job: JudgeJob, texts: ReadonlyMap<string, string>): JudgeRequest {
  const fill = (text: JobText): string => {
    if (typeof text === 'string') return text;
    const found = texts.get(text.hash);
    if (found === undefined) throw new Error(`no text for ${text.hash}`);
    return found;
  };
  return {
    ...job,
    tests: job.tests.map((test) => ({ input: fill(test.input), expected: fill(test.expected) })),
  };
}

export function hashOf(text: string | Buffer): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * A located text, checked against its hash. A file must lie inside `contentDir` (the judge runs as root:
 * it reads no file anywhere else on a web process's word) and hold exactly the text the hash names.
 */
export async function readLocated(location: TextLocation, contentDir: string): Promise<string> {
  if ('text' in location) {
    if (hashOf(location.text) !== location.hash)
      throw new Error(`the text sent for ${location.hash} is another`);
    return location.text;
  }
  const root = await realpath(contentDir);
  const full = await realpath(path.resolve(root, location.file));
  if (path.relative(root, full).startsWith('..') || path.isAbsolute(path.relative(root, full)))
    throw new Error(`${location.file} is outside the content folder`);
  const bytes = await readFile(full);
  if (hashOf(bytes) !== location.hash)
    throw new Error(`${full} changed since the catalogue was seeded: the next start seeds it again`);
  return bytes.toString('utf8');
}
