import { BgColorsOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space } from 'antd';
import { HIGHLIGHT_LABELS, type HighlightKey, type Highlights } from '../filters.ts';
import { CELL_COLORS } from './cell-colors.ts';

interface Props {
  highlights: Highlights;
  onChange(highlights: Highlights): void;
}

const SWATCH: Record<HighlightKey, string> = {
  h_approved: CELL_COLORS.approved,
  h_unapproved: CELL_COLORS.unapproved,
  h_corrected: CELL_COLORS.corrected,
};

export function HighlightsPopover({ highlights, onChange }: Props) {
  const content = (
    <Space direction="vertical" size={4} aria-label="Highlights">
      {(Object.keys(HIGHLIGHT_LABELS) as HighlightKey[]).map((key) => (
        <Checkbox
          key={key}
          checked={highlights[key]}
          onChange={(e) => onChange({ ...highlights, [key]: e.target.checked })}
        >
          <span className="ts-swatch" style={{ background: SWATCH[key] }} />
          {HIGHLIGHT_LABELS[key]}
        </Checkbox>
      ))}
    </Space>
  );
  return (
    <Popover trigger="click" content={content} placement="bottomRight">
      <Button icon={<BgColorsOutlined />}>Highlights</Button>
    </Popover>
  );
}
