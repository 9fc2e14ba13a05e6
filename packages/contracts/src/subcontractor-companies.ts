import { z } from 'zod';
import { flag } from './employees.ts';
import { requiredText } from './fields.ts';

/** The Sub-contractor Company screen. */

export const SUBCONTRACTOR_MSG = {
  nameRequired: 'Please enter name!',
  duplicate: 'A sub-contractor company with this name already exists.',
  idMismatch: 'The id does not match the company being updated.',
  created: 'Sub-contractor company created successfully.',
  updated: 'Sub-contractor company updated successfully.',
  activated: 'Sub-contractor company activated.',
  deactivated: 'Sub-contractor company deactivated.',
} as const;

const name = requiredText(SUBCONTRACTOR_MSG.nameRequired);

export const subcontractorCompanyAddRequest = z.object({ name });

/** `id` repeats the address's id, as the web sends it; it may be left out. */
export const subcontractorCompanyUpdateRequest = z.object({
  name,
  id: z.coerce.number({ error: SUBCONTRACTOR_MSG.idMismatch }).int().positive().optional(),
});

export const subcontractorCompany = z.object({
  id: z.number(),
  name: z.string(),
  is_active: flag,
  /** Set for companies that came from the builder system's sync; null for ones created here. */
  sync_at: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  modified_at: z.string(),
  modified_by: z.string().nullable(),
});
export type SubcontractorCompany = z.infer<typeof subcontractorCompany>;
