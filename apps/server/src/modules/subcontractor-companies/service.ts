import { SUBCONTRACTOR_MSG, type SubcontractorCompany } from '@portal/contracts/subcontractor-companies';
import type { Tx } from '../../db/database.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import * as q from './queries.ts';

export const listCompanies = (ctx: AppContext, companyId: number): Promise<SubcontractorCompany[]> =>
  q.listCompanies(ctx.db, companyId);

async function assertUniqueName(tx: Tx, companyId: number, name: string, exceptId?: number) {
  if (await q.findByName(tx, companyId, name, exceptId)) {
    throw new ValidationError({ name: SUBCONTRACTOR_MSG.duplicate });
  }
}

async function findOrFail(tx: Tx, companyId: number, id: number) {
  const [company] = await q.listCompanies(tx, companyId, id);
  if (!company) throw new NotFoundError();
  return company;
}

export async function addCompany(ctx: AppContext, actor: Actor, name: string) {
  return ctx.db.transaction().execute(async (tx) => {
    await assertUniqueName(tx, actor.companyId, name);
    const at = ctx.now();
    const id = await q.insertCompany(tx, actor.companyId, name, actor.userId, at.toISOString());
    await writeAudit(
      tx,
      actor,
      {
        action: 'Sub-contractor Company Create',
        description: `Created sub-contractor company ${name}`,
        entity: 'subcontractor_company',
        entityId: id,
      },
      at,
    );
    return findOrFail(tx, actor.companyId, id);
  });
}

export async function renameCompany(
  ctx: AppContext,
  actor: Actor,
  id: number,
  { name, id: bodyId }: { name: string; id?: number },
) {
  if (bodyId !== undefined && bodyId !== id) throw new ValidationError({ id: SUBCONTRACTOR_MSG.idMismatch });
  return ctx.db.transaction().execute(async (tx) => {
    const before = await findOrFail(tx, actor.companyId, id);
    await assertUniqueName(tx, actor.companyId, name, id);
    const at = ctx.now();
    await q.updateCompany(tx, id, { name }, actor.userId, at.toISOString());
    await writeAudit(
      tx,
      actor,
      {
        action: 'Sub-contractor Company Update',
        description: `Renamed sub-contractor company ${before.name} to ${name}`,
        entity: 'subcontractor_company',
        entityId: id,
      },
      at,
    );
    return findOrFail(tx, actor.companyId, id);
  });
}

/** Activates or deactivates; asking for the state it already has changes nothing and records nothing. */
export async function setActive(ctx: AppContext, actor: Actor, id: number, active: boolean) {
  return ctx.db.transaction().execute(async (tx) => {
    const company = await findOrFail(tx, actor.companyId, id);
    if (company.is_active === (active ? 1 : 0)) return company;
    const at = ctx.now();
    await q.updateCompany(tx, id, { is_active: active ? 1 : 0 }, actor.userId, at.toISOString());
    await writeAudit(
      tx,
      actor,
      {
        action: active ? 'Sub-contractor Company Activate' : 'Sub-contractor Company Deactivate',
        description: `${active ? 'Activated' : 'Deactivated'} sub-contractor company ${company.name}`,
        entity: 'subcontractor_company',
        entityId: id,
      },
      at,
    );
    return findOrFail(tx, actor.companyId, id);
  });
}
