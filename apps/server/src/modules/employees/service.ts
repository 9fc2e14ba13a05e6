import { EMPLOYEE_MSG, type EmployeeDetail, type EmployeeImage } from '@portal/contracts/employees';
import type { Db, Tx } from '../../db/database.ts';
import { writeAudit, type Actor } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { findSite } from '../sites/service.ts';
import { employeeLabel } from '../time-entries/service.ts';
import * as q from './queries.ts';

export { inviteEmployee } from './invite.ts';
export { setAdpFileNumber } from './payroll-ids.ts';

export const listEmployees = (ctx: AppContext, companyId: number) => q.listEmployees(ctx.db, companyId);

export async function employeeDetail(
  ctx: AppContext,
  companyId: number,
  id: number,
): Promise<EmployeeDetail> {
  const employee = await q.findEmployee(ctx.db, companyId, id);
  if (!employee) throw new NotFoundError();
  const [employee_images, app_user] = await Promise.all([
    images(ctx, ctx.db, companyId, id),
    q.findAppUser(ctx.db, companyId, id),
  ]);
  return { ...employee, employee_images, app_user: app_user ?? null };
}

/** The employee's photos, the original first, each with a URL the browser can load for a while. */
async function images(
  ctx: AppContext,
  db: Db | Tx,
  companyId: number,
  employeeId: number,
): Promise<EmployeeImage[]> {
  const rows = await q.listImages(db, companyId, employeeId);
  return rows.map((r) => ({ ...r, image_path: ctx.files.signedUrl(r.image_path)! }));
}

export async function changeSite(ctx: AppContext, actor: Actor, id: number, siteId: number) {
  const companyId = actor.companyId;
  return ctx.db.transaction().execute(async (tx) => {
    const employee = await q.findEmployee(tx, companyId, id);
    if (!employee) throw new NotFoundError();
    const site = await findSite(tx, companyId, siteId);
    if (!site) throw new ValidationError({ site_id: EMPLOYEE_MSG.siteUnknown });
    const at = ctx.now();
    await q.updateEmployee(tx, id, { site_id: site.id }, at.toISOString());
    await writeAudit(
      tx,
      actor,
      {
        action: 'Employee Site Change',
        description: `Moved ${employeeLabel(employee)} from ${employee.site_name ?? 'no site'} to ${site.name}`,
        entity: 'employee',
        entityId: id,
      },
      at,
    );
    return (await q.findEmployee(tx, companyId, id))!;
  });
}

/** Makes the photo the employee's original; the others stop being it in the same transaction. */
export async function setDefaultPhoto(ctx: AppContext, actor: Actor, imageId: number) {
  const companyId = actor.companyId;
  return ctx.db.transaction().execute(async (tx) => {
    const image = await q.findImage(tx, companyId, imageId);
    if (!image) throw new NotFoundError();
    const at = ctx.now();
    await q.setDefaultImage(tx, image.employee_id, image.id);
    await writeAudit(
      tx,
      actor,
      {
        action: 'Employee Photo Original',
        description: `Made another photo the original photo of ${employeeLabel(image)}`,
        entity: 'employee_image',
        entityId: image.id,
      },
      at,
    );
    return { employee_images: await images(ctx, tx, companyId, image.employee_id) };
  });
}

/** Deletes a photo that is not the original; its file goes once the deletion is committed. */
export async function deletePhoto(ctx: AppContext, actor: Actor, imageId: number) {
  const companyId = actor.companyId;
  const { rel, employee_images } = await ctx.db.transaction().execute(async (tx) => {
    const image = await q.findImage(tx, companyId, imageId);
    if (!image) throw new NotFoundError();
    if (!(await q.deleteNonDefaultImage(tx, image.id))) {
      throw new ValidationError({ id: EMPLOYEE_MSG.defaultNotDeletable });
    }
    await writeAudit(
      tx,
      actor,
      {
        action: 'Employee Photo Delete',
        description: `Deleted a photo of ${employeeLabel(image)}`,
        entity: 'employee_image',
        entityId: image.id,
      },
      ctx.now(),
    );
    return { rel: image.image_path, employee_images: await images(ctx, tx, companyId, image.employee_id) };
  });
  await ctx.files
    .remove(rel)
    .catch((err: unknown) => ctx.log.error({ err, rel }, 'could not remove a deleted photo file'));
  return { employee_images };
}
