import type { AuditLogRow } from '@portal/contracts/audit-logs';

/** The server's search on the client: the text anywhere in user, action or description, any case. */
export function matchesSearch(row: AuditLogRow, search: string): boolean {
  const text = search.trim().toLowerCase();
  if (!text) return true;
  return [row.user, row.action, row.description].some((field) => field.toLowerCase().includes(text));
}
