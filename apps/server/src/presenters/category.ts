import type { Category } from '@codequest/contracts';
import type { Selectable } from 'kysely';
import type { CategoriesTable } from '../db/schema';

/** A categories row as the API's Category (a track): its order stays on the server, as the list's order. */
export function presentCategory(
  row: Pick<Selectable<CategoriesTable>, 'id' | 'slug' | 'name' | 'description' | 'icon'>,
): Category {
  return { id: row.id, slug: row.slug, name: row.name, description: row.description, icon: row.icon };
}
