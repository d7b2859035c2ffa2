import { z } from 'zod';

/**
 * The building blocks of every request field. Text a person types is refused when it holds control
 * characters (a NUL cannot even be stored in PostgreSQL), and ids are positive 32-bit integers: a larger one
 * cannot name anything, and PostgreSQL refuses to compare an `integer` column with it.
 */

/** The largest id a row can have (PostgreSQL's `integer`). */
export const MAX_ID = 2_147_483_647;

/** Said after the field's name: "email: must not contain control characters". */
export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

// Unicode's control characters (C0, DEL, C1). Multi-line text keeps tab, line feed and carriage return.
const ANY_CONTROL = /\p{Cc}/u;
const CONTROL_BUT_LAYOUT = /(?![\t\n\r])\p{Cc}/u;

export type TextKind = 'single-line' | 'multi-line';

/** Whether the text holds a control character its kind of field does not allow. */
export function hasControlCharacters(value: string, kind: TextKind = 'single-line'): boolean {
  return (kind === 'single-line' ? ANY_CONTROL : CONTROL_BUT_LAYOUT).test(value);
}

/**
 * A string field. Single-line text (names, emails, passwords, time zones, tokens) refuses every control
 * character; multi-line text (code, program input) keeps tab and line breaks.
 */
export function textField(options: { error?: string; kind?: TextKind } = {}) {
  const kind = options.kind ?? 'single-line';
  const base = options.error === undefined ? z.string() : z.string({ error: options.error });
  return base.refine((value) => !hasControlCharacters(value, kind), {
    message: CONTROL_CHARACTERS_MESSAGE,
    abort: true,
  });
}

/** Source code and program input: any text but NUL and the like. */
export const codeField = (options: { error?: string } = {}) => textField({ ...options, kind: 'multi-line' });

const DIGITS = /^[0-9]{1,10}$/;

/**
 * An id from a path, a query or a body: a positive 32-bit integer, written in plain ASCII digits when it
 * comes as text. Anything else ("abc", "1e3", "１", 2^31, 1e309) gets `message`.
 */
export function idField(message: string, options: { missing?: string } = {}) {
  const missing = options.missing ?? message;
  return z.preprocess(
    (value) => (typeof value === 'string' && DIGITS.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? missing : message) })
      .int({ error: message })
      .min(1, { error: message })
      .max(MAX_ID, { error: message }),
  );
}
