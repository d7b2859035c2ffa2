import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '@codequest/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * A net under every route's schema: no string anywhere in a request's path parameters, query or JSON body
 * may hold a control character other than tab and line breaks. The schemas' own fields (packages/contracts
 * `textField`, `codeField`) are stricter where a field is one line; this catches what a schema does not
 * name, or a new one that forgets, before any of it can reach the database (PostgreSQL cannot store a NUL).
 */
export function installInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = firstControlCharacter(part);
      if (field !== null) {
        throw new AppError('VALIDATION', `${field || 'body'}: ${CONTROL_CHARACTERS_MESSAGE}`);
      }
    }
  });
}

/**
 * The dotted path of the first string holding a control character, or null. Iterative, so a deeply
 * nested body cannot overflow the stack.
 */
export function firstControlCharacter(value: unknown): string | null {
  const pending: Array<[path: string, value: unknown]> = [['', value]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [path, item] = next;
    if (typeof item === 'string') {
      if (hasControlCharacters(item, 'multi-line')) return path;
    } else if (item !== null && typeof item === 'object') {
      // Reversed, so the first field in the request is the first one named.
      for (const [key, child] of Object.entries(item).reverse()) {
        pending.push([path ? `${path}.${key}` : key, child]);
      }
    }
  }
  return null;
}
