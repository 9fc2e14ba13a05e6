import type { Db, Tx } from '../../db/database.ts';

type Conn = Db | Tx;

/** The company's sub-contractor companies by name, with who created and last changed them. */
export function listCompanies(db: Conn, companyId: number, id?: number) {
  let query = db
    .selectFrom('subcontractor_companies as s')
    .leftJoin('users as c', 'c.id', 's.created_by')
    .leftJoin('users as m', 'm.id', 's.modified_by')
    .select([
      's.id',
      's.name',
      's.is_active',
      's.sync_at',
      's.created_at',
      'c.name as created_by',
      's.updated_at as modified_at',
      'm.name as modified_by',
    ])
    .where('s.company_id', '=', companyId);
  if (id !== undefined) query = query.where('s.id', '=', id);
  return query.orderBy('s.name').orderBy('s.id').execute();
}

/** Another sub-contractor company of the company with this name, compared without case or outer spaces. */
export function findByName(db: Conn, companyId: number, name: string, exceptId?: number) {
  let query = db
    .selectFrom('subcontractor_companies')
    .select('id')
    .where('company_id', '=', companyId)
    .where((eb) => eb(eb.fn('lower', [eb.fn('trim', ['name'])]), '=', name.trim().toLowerCase()));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.executeTakeFirst();
}

export async function insertCompany(
  tx: Tx,
  companyId: number,
  name: string,
  userId: number | null,
  at: string,
) {
  const row = await tx
    .insertInto('subcontractor_companies')
    .values({
      company_id: companyId,
      name,
      created_by: userId,
      modified_by: userId,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCompany(
  tx: Tx,
  id: number,
  changes: { name?: string; is_active?: number },
  userId: number | null,
  at: string,
) {
  await tx
    .updateTable('subcontractor_companies')
    .set({ ...changes, modified_by: userId, updated_at: at })
    .where('id', '=', id)
    .execute();
}
