import { canWrite, hasPermission, type ModuleName, type PermissionMap } from '@portal/contracts';

/**
 * What a route requires. `public`: no token. `user`: any signed-in user. `{ module }`: the user's role
 * has the module. `{ module, permission }`: the role holds that permission name in the module.
 */
export type Access = 'public' | 'user' | { module: ModuleName; permission?: string; write?: boolean };

export function isAllowed(access: Access, permissions: PermissionMap): boolean {
  if (access === 'public' || access === 'user') return true;
  if (access.permission) return hasPermission(permissions, access.module, access.permission);
  if (access.write) return canWrite(permissions, access.module);
  return (permissions[access.module]?.length ?? 0) > 0;
}
