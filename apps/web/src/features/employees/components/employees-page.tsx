import { useState } from 'react';
import { Alert, Col, Row } from 'antd';
import { canWrite } from '@portal/contracts';
import type { EmployeeListItem } from '@portal/contracts/employees';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { useEmployees } from '../../../lib/employees.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { visibleEmployees, type EmployeeFilter } from '../visible-employees.ts';
import { EmployeeDetailCard } from './employee-detail-card.tsx';
import { EmployeesList } from './employees-list.tsx';
import { InviteModal } from './invite-modal.tsx';
import { NotifyModal } from './notify-modal.tsx';

/** Employees: every employee on the left, the selected one's detail and photos on the right. */
export function EmployeesPage() {
  const user = useCurrentUser();
  const writable = canWrite(user.permissions, 'Employee');
  const employees = useEmployees();
  const [filter, setFilter] = useState<EmployeeFilter>({ showDeactivated: false, search: '' });
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [inviting, setInviting] = useState<EmployeeListItem | null>(null);
  const [notifying, setNotifying] = useState(false);
  const all = employees.data ?? [];
  const visible = visibleEmployees(all, filter);
  const selected = selectedId === null ? visible[0] : all.find((employee) => employee.id === selectedId);

  return (
    <>
      <PageTitle title="Employees" />
      {employees.error && (
        <Alert type="error" showIcon title={employees.error.message} style={{ marginBottom: 16 }} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <EmployeesList
            employees={visible}
            loading={employees.isPending}
            filter={filter}
            onFilterChange={setFilter}
            selectedId={selected?.id}
            onSelect={(employee) => setSelectedId(employee.id)}
            onNotify={writable ? () => setNotifying(true) : null}
          />
        </Col>
        <Col xs={24} xl={10}>
          <EmployeeDetailCard
            employee={selected}
            timeZone={user.settings.time_zone}
            editable={writable}
            onInvite={setInviting}
          />
        </Col>
      </Row>
      {inviting && <InviteModal employee={inviting} onClose={() => setInviting(null)} />}
      {notifying && <NotifyModal employees={all} onClose={() => setNotifying(false)} />}
    </>
  );
}
