import { PAYROLL_MSG } from '@portal/contracts/payroll-formats';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { employeeLabel } from '../time-entries/service.ts';
import * as q from './queries.ts';

/**
 * Sets (or clears) the employee's ADP file number, which the ADP payroll file carries as File #. A
 * number is one employee's in the company: another's is refused with whose it is (the unique index
 * backs this up against two clerks saving at once).
 */
export async function setAdpFileNumber(ctx: AppContext, actor: Actor, id: number, fileNumber: string | null) {
  const companyId = actor.companyId;
  return ctx.db.transaction().execute(async (tx) => {
    const employee = await q.findEmployee(tx, companyId, id);
    if (!employee) throw new NotFoundError();
    if (fileNumber !== null) {
      const holder = await q.findByAdpFileNumber(tx, companyId, fileNumber);
      if (holder && holder.id !== id)
        throw new ValidationError({ adp_file_number: PAYROLL_MSG.adpFileNumberTaken(employeeLabel(holder)) });
    }
    const at = ctx.now();
    await q.setAdpFileNumber(tx, id, fileNumber, at.toISOString());
    await writeAudit(
      tx,
      actor,
      {
        action: 'Employee ADP File Number',
        description: `ADP file number of ${employeeLabel(employee)}: ${employee.adp_file_number ?? 'none'} -> ${fileNumber ?? 'none'}`,
        entity: 'employee',
        entityId: id,
      },
      at,
    );
    return (await q.findEmployee(tx, companyId, id))!;
  });
}
