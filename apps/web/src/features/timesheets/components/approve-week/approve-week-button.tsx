import { useState } from 'react';
import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { Week } from '@portal/domain';
import type { WeekWorkforce } from '@portal/contracts/week-approval';
import { ApproveWeekDialog, type WeekRow } from './approve-week-dialog.tsx';

interface Props {
  workforce: WeekWorkforce;
  /** The grid's view on Sub Contractor Timesheets: its rows are companies (1) or jobs (2). */
  by: 1 | 2;
  rows: WeekRow[];
  week: Week;
  /** The grid's site: only the entries worked there are approved. */
  location: number | 'all';
  /** Entries the clerk corrected in the detail and has not approved yet. */
  corrected: number;
}

/**
 * Approve Week for the rows the grid shows (its site, search and filters): employees, or sub-contractor
 * companies or jobs. Not while the clerk holds corrections: the week's approval would lock those
 * entries at their old times.
 */
export function ApproveWeekButton({ workforce, by, rows, week, location, corrected }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title={corrected ? 'Approve or discard your corrected entries first.' : undefined}>
        <Button
          icon={<CheckCircleOutlined />}
          disabled={rows.length === 0 || corrected > 0}
          onClick={() => setOpen(true)}
        >
          Approve Week
        </Button>
      </Tooltip>
      {open && (
        <ApproveWeekDialog
          workforce={workforce}
          by={by}
          rows={rows}
          week={week}
          location={location}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
