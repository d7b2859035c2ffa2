/** One page of a paged list (the inbox, the admin's users and audit log): its items, the total, and where. */

/** Which page: 1-based, and how many items a page holds. */
export interface PageWindow {
  page: number;
  pageSize: number;
}

export interface Page<T> extends PageWindow {
  items: T[];
  total: number;
}

/** `total` as the database counted it (PostgreSQL returns count(*) as a string). */
export function presentPage<T>(items: T[], total: number | string, window: PageWindow): Page<T> {
  return { items, total: Number(total), page: window.page, pageSize: window.pageSize };
}
