import type { z } from 'zod';
import { SourceError } from './source.ts';

/** Checks a page against its schema; a page that does not fit fails the read, naming the first misfit. */
export function parsePage<S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new SourceError(
    `${what}: unexpected content at ${issue.path.join('.') || 'the top'} (${issue.message})`,
  );
}
