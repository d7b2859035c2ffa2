import { randomBytes } from 'node:crypto';

/**
 * A slug for a puzzle made in the app: `<prefix>-<title's words>-<6 hex digits>`. The prefix keeps them apart
 * from the catalogue's slugs (and panel-made from generated ones), the suffix apart from each other.
 */
export function newPuzzleSlug(prefix: 'admin' | 'generated', title: string): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return `${prefix}-${base || 'puzzle'}-${randomBytes(3).toString('hex')}`;
}
