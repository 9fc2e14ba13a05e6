import type { FastifyInstance } from 'fastify';
import { FIELD_MSG } from '@portal/contracts/fields';
import { ValidationError } from './errors.ts';

/**
 * The deepest nesting of lists and objects a call's JSON may have: the deepest form body has four.
 * @internal The tests send JSON just past it.
 */
export const MAX_JSON_DEPTH = 16;

const OPEN_OBJECT = 0x7b;
const OPEN_LIST = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_LIST = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * True when the JSON text nests lists and objects deeper than `max`: one pass, no recursion.
 * @internal Tested on its own.
 */
export function nestsDeeperThan(json: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < json.length; i++) {
    const c = json.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_OBJECT || c === OPEN_LIST) {
      if (++depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_LIST) depth--;
  }
  return false;
}

/**
 * Parses JSON bodies as Fastify does (prototype poisoning refused), after refusing with 422 a body
 * nested deeper than MAX_JSON_DEPTH: every later walk of a body (the hidden-character check, the
 * schemas) then stays shallow, and a body of brackets costs one pass over its text instead of a stack
 * overflow and seconds of the event loop.
 */
export function parseJsonWithDepthLimit(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(new ValidationError({ body: FIELD_MSG.tooDeep(MAX_JSON_DEPTH) }), undefined);
      return;
    }
    parseJson(req, body as string, done);
  });
}
