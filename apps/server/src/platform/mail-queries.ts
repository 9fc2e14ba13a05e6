import type { Db } from '../db/database.ts';

/** The company's own SMTP settings (Settings → SMTP), if it has a row of settings. */
export function companySmtp(db: Db, companyId: number) {
  return db
    .selectFrom('settings')
    .select(['smtp_server', 'smtp_port', 'smtp_username', 'smtp_password', 'smtp_from'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}
