import type { SubcontractorCompany } from '@portal/contracts/subcontractor-companies';
import { formatInZone } from '../../../ui/zoned-time.ts';

export const DATE_FORMAT = 'MM/DD/YYYY h:mm a';

/** Synced companies show when they were synced; the others when they were created. */
export function createdOrSynced(company: SubcontractorCompany, timeZone: string): string {
  return formatInZone(company.sync_at ?? company.created_at, timeZone, DATE_FORMAT);
}
