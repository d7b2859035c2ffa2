import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fillJob, hashOf, type JudgeJob, referencedHashes } from '../texts';
import type { TextsSource } from './protocol';

/**
 * A judge worker's texts, kept on its own disk by hash: a job's stored tests are fetched once from the API
 * process that sent it (its texts route; checked against the hash, then written here), then read from here
 * by every later job. The folder holds at most `maxBytes`: past that the least recently used texts go.
 * The worker needs neither the database nor a disk it shares with the web processes.
 */

export interface TextCacheOptions {
  dir: string;
  maxBytes: number;
  /** How long one fetch may take before the job fails (a text can be megabytes). */
  fetchTimeoutMs?: number;
}

const HASH = /^[0-9a-f]{64}$/;

export class TextCache {
  /** Fetches under way, by hash: two jobs that want the same missing text fetch it once. */
  private readonly fetching = new Map<string, Promise<string>>();
  private ready: Promise<void> | undefined;
  /**
   * What the folder holds, as this process last counted it plus what it wrote since: the folder is read
   * again only once that passes maxBytes (another worker sharing the folder may have added more; the next
   * count finds it).
   */
  private heldBytes: number | undefined;

  constructor(private readonly options: TextCacheOptions) {}

  /** The job with its referenced texts filled in, fetched from `source` where missing here. */
  async fill(job: JudgeJob, source: TextsSource | undefined): Promise<ReturnType<typeof fillJob>> {
    const hashes = referencedHashes(job);
    const found = await Promise.all(hashes.map((hash) => this.text(hash, source)));
    return fillJob(job, new Map(hashes.map((hash, index) => [hash, found[index] as string])));
  }

  private async text(hash: string, source: TextsSource | undefined): Promise<string> {
    if (!HASH.test(hash)) throw new Error(`${hash} is no text's hash`);
    this.ready ??= mkdir(this.options.dir, { recursive: true, mode: 0o700 }).then(() => undefined);
    await this.ready;
    const file = path.join(this.options.dir, hash);
    const held = await readFile(file).catch(() => undefined);
    if (held) {
      // Used now: the last to go when the cache is full.
      const now = new Date();
      await utimes(file, now, now).catch(() => undefined);
      return held.toString('utf8');
    }
    if (!source) throw new Error(`the job refers to text ${hash} but says nowhere to fetch it`);
    let fetched = this.fetching.get(hash);
    if (!fetched) {
      fetched = this.fetch(hash, source, file).finally(() => this.fetching.delete(hash));
      this.fetching.set(hash, fetched);
    }
    return fetched;
  }

  /** Fetches a text into the cache, and answers it (another job's eviction may remove the file at once). */
  private async fetch(hash: string, source: TextsSource, file: string): Promise<string> {
    const response = await fetch(`${source.url}/${hash}`, {
      headers: { authorization: `Bearer ${source.token}` },
      signal: AbortSignal.timeout(this.options.fetchTimeoutMs ?? 60_000),
    });
    if (!response.ok) throw new Error(`fetching text ${hash} from ${source.url} answered ${response.status}`);
    // Whole: the judge takes the text whole anyway.
    const bytes = Buffer.from(await response.arrayBuffer());
    if (hashOf(bytes) !== hash) throw new Error(`the text fetched for ${hash} is another`);
    const partial = `${file}.${randomUUID()}.part`;
    try {
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, file);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    await this.evict(hash, bytes.length);
    return bytes.toString('utf8');
  }

  /** Removes the least recently used texts until the folder holds at most maxBytes (never `keep`). */
  private async evict(keep: string, added: number): Promise<void> {
    if (this.heldBytes !== undefined && this.heldBytes + added <= this.options.maxBytes) {
      this.heldBytes += added;
      return;
    }
    const entries = [];
    let total = 0;
    for (const name of await readdir(this.options.dir)) {
      if (!HASH.test(name)) continue;
      const info = await stat(path.join(this.options.dir, name)).catch(() => undefined);
      if (!info) continue;
      entries.push({ name, bytes: info.size, usedAt: info.mtimeMs });
      total += info.size;
    }
    entries.sort((a, b) => a.usedAt - b.usedAt);
    for (const entry of entries) {
      if (total <= this.options.maxBytes) break;
      if (entry.name === keep) continue;
      await rm(path.join(this.options.dir, entry.name), { force: true });
      total -= entry.bytes;
    }
    this.heldBytes = total;
  }
}
