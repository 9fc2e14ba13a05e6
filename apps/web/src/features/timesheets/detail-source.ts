import type { Envelope } from '@portal/contracts';
import type { SubSwapRequest } from '@portal/contracts/subcontractor-timesheets';
import type { MealPremiumRequest } from '@portal/contracts/timesheets';
import type { DetailPage } from './api/detail-pages.ts';
import type { DetailRange } from './detail-range.ts';
import type { approvalEntry } from './entry-draft.ts';

export type ApprovalLine = ReturnType<typeof approvalEntry>;

/**
 * Where a detail panel's entries come from and go to, and the few rules in which the two timesheet
 * screens differ. Everything else about the panel (cards, drafts, checks, dialogs) is shared.
 */
export interface DetailSource {
  /** The cache key of the list, the range left out. */
  key: readonly unknown[];
  /** What a change refreshes: the screen's grid, widgets and lists. */
  refreshKey: readonly unknown[];
  page(range: DetailRange, offset: number): Promise<DetailPage>;
  approve(lines: ApprovalLine[], range: DetailRange): Promise<Envelope<unknown>>;
  /** Its answer is read for the message only (its data, null, is left out of the client's types). */
  swap(body: SubSwapRequest): Promise<Pick<Envelope<unknown>, 'message'>>;
  remove(ids: number[]): Promise<unknown>;
  /** Marks an entry's meal premium owed (employees only: sub-contractor workers miss none here). */
  markMealPremium?(body: MealPremiumRequest): Promise<Envelope<unknown>>;
  /** The per-day limit warning, from the limit in hours and the list of days over it. */
  perDayText(hours: string, list: string): string;
  /** Whether Swap is offered while this many entries are chosen. */
  offersSwap(chosen: number): boolean;
  /** What each card names: the worker, or the job (an employee's own list). */
  names: 'worker' | 'job';
  mapZoom: number;
}
