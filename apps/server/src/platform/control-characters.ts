import type { FastifyInstance } from 'fastify';
import { FIELD_MSG } from '@portal/contracts/fields';
import { ValidationError } from './errors.ts';

/** C0 control characters and DEL, except tab, line feed and carriage return (multi-line text). */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The dotted path of the first string holding a control character, or null. */
function controlCharacterPath(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path.join('.') || 'body' : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = controlCharacterPath(inner, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses a control character (a NUL first of all: PostgreSQL cannot store one in text) anywhere in
 * the body, the query or the path, with 422 on its field, before any schema or SQL sees it.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const field = controlCharacterPath(part);
      if (field !== null) throw new ValidationError({ [field]: FIELD_MSG.controlCharacter });
    }
  });
}
