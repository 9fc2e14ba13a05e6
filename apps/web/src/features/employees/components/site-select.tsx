import { App, Select } from 'antd';
import type { EmployeeListItem } from '@portal/contracts/employees';
import { ApiError } from '../../../lib/api-client.ts';
import { useSites } from '../../../lib/sites.ts';
import { useUpdateEmployeeSite } from '../api/update-employee-site.ts';
import { EMPLOYEE_SCREEN_MSG } from '../employee-messages.ts';

/** The employee's site; choosing another asks first, then saves. */
export function SiteSelect({ employee, editable }: { employee: EmployeeListItem; editable: boolean }) {
  const sites = useSites();
  const update = useUpdateEmployeeSite();
  const { modal, message } = App.useApp();

  const choose = (siteId: number) => {
    modal.confirm({
      title: EMPLOYEE_SCREEN_MSG.switchSite,
      okText: 'Yes',
      cancelText: 'No',
      onOk: async () => {
        try {
          const saved = await update.mutateAsync({ id: employee.id, siteId });
          void message.success(saved.message);
        } catch (error) {
          void message.error(error instanceof ApiError ? error.message : String(error));
        }
      },
    });
  };

  return (
    <Select
      aria-label="Site"
      style={{ width: '100%', maxWidth: 320 }}
      value={employee.site_id ?? undefined}
      disabled={!editable}
      loading={sites.isPending || update.isPending}
      showSearch={{ optionFilterProp: 'label' }}
      options={(sites.data ?? []).map((site) => ({ value: site.id, label: site.name }))}
      onChange={choose}
    />
  );
}
