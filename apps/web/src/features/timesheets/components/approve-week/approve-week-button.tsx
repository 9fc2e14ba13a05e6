import { useState } from 'react';
import { CheckCircleOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { Week } from '@portal/domain';
import type { TimeSheetRow } from '@portal/contracts/timesheets';
import { ApproveWeekDialog } from './approve-week-dialog.tsx';

interface Props {
  rows: TimeSheetRow[];
  week: Week;
  /** The grid's site: only the entries worked there are approved. */
  location: number | 'all';
  /** Entries the clerk corrected in the detail and has not approved yet. */
  corrected: number;
}

/**
 * Approve Week for the employees the grid shows (its site, search and filters). Not while the clerk
 * holds corrections: the week's approval would lock those entries at their old times.
 */
export function ApproveWeekButton({ rows, week, location, corrected }: Props) {
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
        <ApproveWeekDialog rows={rows} week={week} location={location} onClose={() => setOpen(false)} />
      )}
    </>
  );
}
