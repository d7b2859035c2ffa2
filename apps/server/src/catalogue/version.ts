import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The catalogue's version without reading it: a hash of the path, size and modification time of every file
 * under the content folder, the generated tests' cache included. Any edit, added or removed file, or rebuilt
 * cache gives another version; a start that finds the version it last seeded has nothing to read (the
 * catalogue holds hundreds of megabytes of tests). A checkout that rewrites files unchanged gives another
 * version too, and costs one full seed, which then finds every puzzle unchanged.
 */
export function catalogueVersion(contentDir: string): string {
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else {
        const info = statSync(full, { throwIfNoEntry: false });
        if (!info?.isFile()) continue;
        hash.update(`${path.relative(contentDir, full)}\0${info.size}\0${info.mtimeMs}\0`);
      }
    }
  };
  if (existsSync(contentDir)) visit(contentDir);
  return hash.digest('hex');
}
