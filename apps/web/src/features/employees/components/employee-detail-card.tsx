import { Alert, Button, Card, Descriptions, Empty, Flex, Spin, Tag } from 'antd';
import { INVITE_STATUS, type EmployeeListItem } from '@portal/contracts/employees';
import { showDateTime } from '../../../ui/date-format.ts';
import { useEmployee } from '../api/get-employee.ts';
import { fullName } from '../../../lib/employees.ts';
import { AdpFileNumber } from './adp-file-number.tsx';
import { EmployeePhotos } from './employee-photos.tsx';
import { SiteSelect } from './site-select.tsx';

interface Props {
  employee: EmployeeListItem | undefined;
  timeZone: string;
  editable: boolean;
  onInvite: (employee: EmployeeListItem) => void;
}

function EmployeeDetail({ listed, timeZone, editable, onInvite }: Props & { listed: EmployeeListItem }) {
  const detail = useEmployee(listed.id);
  const active = listed.is_active === 1;
  return (
    <Flex vertical gap={16}>
      {detail.error && <Alert type="error" showIcon title={detail.error.message} />}
      <Descriptions
        column={1}
        size="small"
        styles={{ label: { width: 130 } }}
        items={[
          { key: 'id', label: 'ID', children: listed.code },
          {
            key: 'name',
            label: 'Employee',
            children: <span style={{ wordBreak: 'break-word' }}>{fullName(listed)}</span>,
          },
          { key: 'site', label: 'Site', children: <SiteSelect employee={listed} editable={editable} /> },
          {
            key: 'clock',
            label: 'Last Clock In',
            children: listed.last_clock_in ? showDateTime(listed.last_clock_in, timeZone) : '—',
          },
          {
            key: 'status',
            label: 'Status',
            children: (
              <Flex gap={8} align="center" wrap>
                <Tag color={active ? 'green' : 'default'}>{active ? 'Active' : 'Not Active'}</Tag>
                {editable && (
                  <Button size="small" type="primary" onClick={() => onInvite(listed)}>
                    {listed.invite_status === INVITE_STATUS.notInvited ? 'Invite' : 'Re-Invite'}
                  </Button>
                )}
              </Flex>
            ),
          },
          {
            key: 'email',
            label: 'Email',
            children: <span style={{ wordBreak: 'break-all' }}>{listed.email ?? '—'}</span>,
          },
          { key: 'phone', label: 'Phone', children: listed.phone ?? '—' },
          {
            key: 'adp',
            label: 'ADP File #',
            children: <AdpFileNumber employee={listed} editable={editable} />,
          },
        ]}
      />
      {detail.data ? (
        <EmployeePhotos employeeId={listed.id} images={detail.data.employee_images} editable={editable} />
      ) : (
        detail.isPending && <Spin />
      )}
    </Flex>
  );
}

/** Employee Detail: the selected employee, their site, invitation and photos. */
export function EmployeeDetailCard(props: Props) {
  const { employee } = props;
  return (
    <Card title="Employee Detail">
      {employee ? (
        <EmployeeDetail key={employee.id} listed={employee} {...props} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Employee selected" />
      )}
    </Card>
  );
}
