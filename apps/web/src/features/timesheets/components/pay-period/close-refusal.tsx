import type { ReactNode } from 'react';
import { MSG } from '@portal/contracts';
import { ApiError } from '../../../../lib/api-client.ts';

/** The screens that hold a week's un-approved entries, by the field of the refusal that counts them. */
const SCREENS = [
  { field: 'unapproved_employees', path: '/employee-timesheets' },
  { field: 'unapproved_subcontractors', path: '/sub-contractor-timesheets' },
] as const;

/** A screen at a week: the link the refusal of a close gives to where its entries are. */
const weekLink = (path: string, start: string) => `${path}?week=${start}`;

/**
 * Why Close Pay Period was refused, for a notification that stays until dismissed: the server's
 * message and, for un-approved entries, a link per screen that holds them, at the week. `go` follows
 * a link inside the portal.
 */
export function CloseRefusal({
  error,
  start,
  go,
}: {
  error: unknown;
  start: string;
  go(path: string): void;
}): ReactNode {
  if (!(error instanceof ApiError)) return MSG.tryAgain;
  const fields = typeof error.errors === 'object' ? error.errors : null;
  const links = SCREENS.flatMap((s) => {
    const text = fields?.[s.field];
    return typeof text === 'string' ? [{ text, href: weekLink(s.path, start) }] : [];
  });
  return (
    <>
      <p className="pp-refusal-message">{error.message}</p>
      {links.length > 0 && (
        <ul className="pp-refusal-links">
          {links.map((l) => (
            <li key={l.href}>
              <a
                href={l.href}
                onClick={(e) => {
                  e.preventDefault();
                  go(l.href);
                }}
              >
                {l.text}
              </a>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
