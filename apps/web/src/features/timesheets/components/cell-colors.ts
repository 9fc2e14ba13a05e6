import { DAY_STATUS } from '@portal/contracts/timesheets';
import type { Highlights } from '../filters.ts';

/**
 * The spec colours corrected and approved days green and unapproved ones the warning colour. A
 * corrected day is a deeper green than an approved one, so the two stay apart.
 */
export const CELL_COLORS = { corrected: '#b7eb8f', approved: '#d9f7be', unapproved: '#ffe7ba' } as const;

/** The colour of a grid cell, only while its highlight is on. */
export function cellColor(status: number | null, highlights: Highlights): string | undefined {
  if (status === DAY_STATUS.corrected && highlights.h_corrected) return CELL_COLORS.corrected;
  if (status === DAY_STATUS.approved && highlights.h_approved) return CELL_COLORS.approved;
  if (status === DAY_STATUS.unapproved && highlights.h_unapproved) return CELL_COLORS.unapproved;
  return undefined;
}
