import { FilterOutlined } from '@ant-design/icons';
import { Badge, Button, Checkbox, Divider, Popover, Space, Typography } from 'antd';
import type { FilterKey } from '@portal/contracts/timesheets';
import { FILTER_LABELS, appliedFilterNames, toggleFilter, type Filters } from '../filters.ts';

interface Props {
  filters: Filters;
  /** The choices under Show Flagged Only, in order. */
  flaggedKeys: readonly FilterKey[];
  onChange(filters: Filters): void;
}

export function FiltersPopover({ filters, flaggedKeys, onChange }: Props) {
  const box = (key: FilterKey) => (
    <Checkbox
      key={key}
      checked={Boolean(filters[key])}
      onChange={(e) => onChange(toggleFilter(filters, key, e.target.checked))}
    >
      {FILTER_LABELS[key]}
    </Checkbox>
  );
  const content = (
    <Space direction="vertical" size={4} aria-label="Filters">
      {box('noFilter')}
      {box('preApproved')}
      <Divider style={{ margin: '4px 0' }} />
      <Typography.Text strong>Show Flagged Only</Typography.Text>
      <Space direction="vertical" size={4} style={{ paddingLeft: 16 }}>
        {flaggedKeys.map(box)}
      </Space>
      <Divider style={{ margin: '4px 0' }} />
      {box('isCorrected')}
    </Space>
  );
  return (
    <Popover trigger="click" content={content} placement="bottomRight">
      <Badge count={appliedFilterNames(filters).length} size="small">
        <Button icon={<FilterOutlined />}>Filters</Button>
      </Badge>
    </Popover>
  );
}
