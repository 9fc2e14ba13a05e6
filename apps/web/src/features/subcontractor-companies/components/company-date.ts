import type { SubcontractorCompany } from '@portal/contracts/subcontractor-companies';
import { showDateTime } from '../../../ui/date-format.ts';

/** Synced companies show when they were synced; the others when they were created. */
export function createdOrSynced(company: SubcontractorCompany, timeZone: string): string {
  return showDateTime(company.sync_at ?? company.created_at, timeZone);
}
