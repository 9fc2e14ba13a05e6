import { Card, Checkbox, Flex, Input, Table, Typography, type TableColumnsType } from 'antd';

interface ListFilter {
  search: string;
  showDeactivated: boolean;
}

interface Props<T extends { id: number; is_active: number }> {
  title: string;
  rows: T[];
  columns: TableColumnsType<T>;
  loading: boolean;
  filter: ListFilter;
  onFilterChange: (filter: ListFilter) => void;
  selectedId: number | undefined;
  onSelect: (row: T) => void;
  searchPlaceholder: string;
  searchLabel: string;
  emptyText: string;
  /** How a row's radio button is named for screen readers. */
  rowLabel: (row: T) => string;
}

/** The Active column of these lists: Yes, or a greyed No. */
export function activeColumn<T>(): TableColumnsType<T>[number] {
  return {
    title: 'Active',
    dataIndex: 'is_active',
    width: 72,
    render: (active: number) =>
      active === 1 ? 'Yes' : <Typography.Text type="secondary">No</Typography.Text>,
  };
}

/** A master list with Show Deactivated, a search box and single selection (Jobs, companies). */
export function FilterableListCard<T extends { id: number; is_active: number }>(props: Props<T>) {
  const { filter, onFilterChange, selectedId, onSelect } = props;
  return (
    <Card
      title={props.title}
      extra={
        <Checkbox
          checked={filter.showDeactivated}
          onChange={(e) => onFilterChange({ ...filter, showDeactivated: e.target.checked })}
        >
          Show Deactivated
        </Checkbox>
      }
      styles={{ body: { paddingTop: 12 } }}
    >
      <Flex vertical gap={12}>
        <Input.Search
          allowClear
          placeholder={props.searchPlaceholder}
          aria-label={props.searchLabel}
          value={filter.search}
          onChange={(e) => onFilterChange({ ...filter, search: e.target.value })}
        />
        <Table<T>
          rowKey="id"
          size="small"
          columns={props.columns}
          dataSource={props.rows}
          loading={props.loading}
          pagination={false}
          scroll={{ y: 460 }}
          locale={{ emptyText: props.emptyText }}
          rowSelection={{
            type: 'radio',
            columnWidth: 40,
            selectedRowKeys: selectedId === undefined ? [] : [selectedId],
            onChange: (_keys, rows) => rows[0] && onSelect(rows[0]),
            getCheckboxProps: (row) => ({ 'aria-label': props.rowLabel(row) }),
          }}
          onRow={(row) => ({ onClick: () => onSelect(row), style: { cursor: 'pointer' } })}
        />
      </Flex>
    </Card>
  );
}
