import type { TimeSheetRow } from '@portal/contracts/timesheets';

/** Rows whose code or name contains the search text (case-insensitive). */
export function searchRows(rows: TimeSheetRow[], search: string): TimeSheetRow[] {
  const text = search.trim().toLowerCase();
  if (!text) return rows;
  return rows.filter((r) => r.code.toLowerCase().includes(text) || r.name.toLowerCase().includes(text));
}
