import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Card, Checkbox, Flex, Input, Table, Typography, type TableColumnsType } from 'antd';
import type { EmployeeListItem } from '@portal/contracts/employees';
import { fullName } from '../../../lib/employees.ts';
import { EMPLOYEE_SCREEN_MSG } from '../employee-messages.ts';
import type { EmployeeFilter } from '../visible-employees.ts';

interface Props {
  employees: EmployeeListItem[];
  loading: boolean;
  filter: EmployeeFilter;
  onFilterChange: (filter: EmployeeFilter) => void;
  selectedId: number | undefined;
  onSelect: (employee: EmployeeListItem) => void;
  onNotify: (() => void) | null;
}

const columns: TableColumnsType<EmployeeListItem> = [
  { title: 'ID', dataIndex: 'code', width: 80, ellipsis: true },
  {
    title: 'Name',
    key: 'name',
    ellipsis: { showTitle: false },
    render: (_value, employee) => (
      <span title={fullName(employee)}>
        {employee.shift === 1 ? (
          <SunOutlined aria-label="Day shift" style={{ color: '#faad14', marginInlineEnd: 6 }} />
        ) : (
          <MoonOutlined aria-label="Night shift" style={{ color: '#597ef7', marginInlineEnd: 6 }} />
        )}
        {fullName(employee)}
      </span>
    ),
  },
  { title: 'Role', dataIndex: 'role_name', width: 100, ellipsis: true },
  { title: 'Site', dataIndex: 'site_name', width: 130, ellipsis: true },
  {
    title: 'Active',
    dataIndex: 'is_active',
    width: 72,
    render: (active: number) =>
      active === 1 ? 'Yes' : <Typography.Text type="secondary">No</Typography.Text>,
  },
];

/** Every employee on one virtualized list: active ones by default, narrowed by the search box. */
export function EmployeesList({
  employees,
  loading,
  filter,
  onFilterChange,
  selectedId,
  onSelect,
  onNotify,
}: Props) {
  return (
    <Card
      title="Employees"
      extra={
        <Flex gap={12} align="center">
          <Checkbox
            checked={filter.showDeactivated}
            onChange={(e) => onFilterChange({ ...filter, showDeactivated: e.target.checked })}
          >
            Show Deactivated
          </Checkbox>
          {onNotify && <Button onClick={onNotify}>Notify</Button>}
        </Flex>
      }
      styles={{ body: { paddingTop: 12 } }}
    >
      <Flex vertical gap={12}>
        <Input.Search
          allowClear
          placeholder="Search by ID, name, role or site"
          aria-label="Search employees"
          value={filter.search}
          onChange={(e) => onFilterChange({ ...filter, search: e.target.value })}
        />
        <Table<EmployeeListItem>
          virtual
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={employees}
          loading={loading}
          pagination={false}
          scroll={{ y: 520 }}
          locale={{ emptyText: EMPLOYEE_SCREEN_MSG.noEmployees }}
          rowClassName={(employee) => (employee.id === selectedId ? 'ant-table-row-selected' : '')}
          onRow={(employee) => ({
            onClick: () => onSelect(employee),
            style: { cursor: 'pointer' },
            'aria-current': employee.id === selectedId ? 'true' : undefined,
          })}
        />
      </Flex>
    </Card>
  );
}
