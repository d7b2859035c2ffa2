import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/**
 * A worker thread of the server: from its bundle beside the server's (dist/<bundle>.js, tsup.config.ts names
 * it), or, running from source (tests, tsx), its TypeScript entry with tsx loaded first. here: the calling
 * module's folder (import.meta.dirname), which is dist/ in the bundle and the source's own folder otherwise.
 */
export function startThread(
  here: string,
  bundle: string,
  source: string,
  options: WorkerOptions = {},
): Worker {
  const built = path.join(here, `${bundle}.js`);
  if (existsSync(built)) return new Worker(built, options);
  const entry = pathToFileURL(path.join(here, source)).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  return new Worker(
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry)}); });`,
    { ...options, eval: true },
  );
}
