import type { FastifyInstance } from 'fastify';
import { FIELD_MSG } from '@portal/contracts/fields';
import { ValidationError } from './errors.ts';

/** C0 control characters and DEL, except tab, line feed and carriage return (multi-line text). */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Characters that change how text reads without being seen: every format character (Unicode's Cf:
 * the bidi embeddings, overrides and isolates U+202A-U+202E and U+2066-U+2069, the Arabic letter
 * mark U+061C, the zero-width space, joiners and marks U+200B-U+200F, the word joiner and invisible
 * operators U+2060-U+2064, the byte order mark U+FEFF, the soft hyphen, tags...), the line and
 * paragraph separators, and the blank letters that pass for a space or nothing (Hangul fillers, the
 * combining grapheme joiner, Khmer's invisible vowels). They make one name look like another or
 * display a name reversed in grids and files.
 */
const FORMAT = /[\p{Cf}\u2028\u2029\u3164\uFFA0]|\u034F|\u115F|\u1160|\u17B4|\u17B5/u;

/** Scripts whose spelling needs the zero-width joiner and non-joiner between two of their letters. */
const JOINING =
  '\\p{sc=Arab}\\p{sc=Syrc}\\p{sc=Nkoo}\\p{sc=Mong}\\p{sc=Deva}\\p{sc=Beng}\\p{sc=Guru}\\p{sc=Gujr}' +
  '\\p{sc=Orya}\\p{sc=Taml}\\p{sc=Telu}\\p{sc=Knda}\\p{sc=Mlym}\\p{sc=Sinh}\\p{sc=Mymr}\\p{sc=Khmr}';

/**
 * The format characters that are part of what a person writes, taken out before the check: a joiner
 * or non-joiner between two letters of a script that needs it, a joiner inside an emoji sequence
 * (a family, a profession with a skin tone) and the tags of a subdivision flag.
 */
const WRITTEN = new RegExp(
  [
    `(?<=[${JOINING}]\\p{M}*)[\\u200C\\u200D](?=[${JOINING}])`,
    '(?<=\\p{Extended_Pictographic}[\\p{Emoji_Modifier}\\uFE0F]?)\\u200D(?=\\p{Extended_Pictographic})',
    '(?<=\\u{1F3F4})[\\u{E0020}-\\u{E007E}]+\\u{E007F}',
  ].join('|'),
  'gu',
);

const hasFormatCharacter = (value: string) => FORMAT.test(value) && FORMAT.test(value.replace(WRITTEN, ''));

/** The message for a string that holds a character no field takes, or null. */
function refusal(value: string): string | null {
  if (CONTROL.test(value)) return FIELD_MSG.controlCharacter;
  if (hasFormatCharacter(value)) return FIELD_MSG.formatCharacter;
  return null;
}

/**
 * The first string holding a character no field takes, as its dotted path and message, or null.
 * Bodies reach it parsed by the depth-checked JSON parser (json-depth.ts), so the walk is shallow.
 */
function hiddenCharacter(value: unknown, path: string): { field: string; message: string } | null {
  if (typeof value === 'string') {
    const message = refusal(value);
    return message === null ? null : { field: path || 'body', message };
  }
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = hiddenCharacter(inner, path ? `${path}.${key}` : key);
    if (found !== null) return found;
  }
  return null;
}

/**
 * Refuses, with 422 on its field, before any schema or SQL sees it, anywhere in the body, the query
 * or the path: a control character (a NUL first of all: PostgreSQL cannot store one in text) and an
 * invisible or text-direction character (names must read as what they are, in grids and in files).
 */
export function refuseHiddenCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const found = hiddenCharacter(part, '');
      if (found !== null) throw new ValidationError({ [found.field]: found.message });
    }
  });
}
