import { ASSIGNMENT_STATUS_LABELS, type ProgressResponse } from '@codequest/contracts';

/**
 * The progress grid as CSV (RFC 4180, CRLF line ends): a row per learner with their username, a column per
 * puzzle (status, with the first accept's time or the number of tries), then the totals. A field a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a leading
 * apostrophe, so a username cannot become one.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function progressCsv(progress: ProgressResponse): string {
  const header = [
    'username',
    ...progress.assignment.puzzles.map((puzzle) => puzzle.title),
    'solved',
    'on time',
    'late',
  ];
  const rows = progress.rows.map((row) => [
    row.username,
    ...row.cells.map((cell) => {
      const label = ASSIGNMENT_STATUS_LABELS[cell.status];
      if (cell.firstAcceptedAt) return `${label} ${cell.firstAcceptedAt}`;
      return cell.status === 'attempted'
        ? `${label} (${cell.tries} ${cell.tries === 1 ? 'try' : 'tries'})`
        : label;
    }),
    row.solved,
    row.onTime,
    row.late,
  ]);
  return `${[header, ...rows].map((fields) => fields.map(csvField).join(',')).join('\r\n')}\r\n`;
}
