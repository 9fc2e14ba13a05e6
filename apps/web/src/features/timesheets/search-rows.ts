/** Rows whose code or name contains the search text (case-insensitive). */
export function searchRows<Row extends { code: string; name: string }>(rows: Row[], search: string): Row[] {
  const text = search.trim().toLowerCase();
  if (!text) return rows;
  return rows.filter((r) => r.code.toLowerCase().includes(text) || r.name.toLowerCase().includes(text));
}
