/** The rows of one page of a paged list (pages are 1-based). */
export function pageWindow(request: { page: number; pageSize: number }) {
  return { page: request.page, pageSize: request.pageSize, offset: (request.page - 1) * request.pageSize };
}

/** A LIKE pattern that matches `text` anywhere, with the wildcards in it taken literally (ESCAPE '\'). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
