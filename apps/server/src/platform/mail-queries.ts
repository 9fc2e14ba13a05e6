import type { Db, Tx } from '../db/database.ts';

/** The company's own SMTP settings (Settings → SMTP), if it has a row of settings. */
export function companySmtp(db: Db, companyId: number) {
  return db
    .selectFrom('settings')
    .select(['smtp_server', 'smtp_port', 'smtp_username', 'smtp_password', 'smtp_from'])
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** The company's user a mail went to, by the address it was sent to. */
export function userAt(tx: Tx, companyId: number, address: string) {
  return tx
    .selectFrom('users')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('email', '=', address)
    .executeTakeFirst();
}
