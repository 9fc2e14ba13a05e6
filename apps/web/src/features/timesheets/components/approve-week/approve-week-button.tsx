import { useState } from 'react';
import { CheckCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Week } from '@portal/domain';
import type { TimeSheetRow } from '@portal/contracts/timesheets';
import { ApproveWeekDialog } from './approve-week-dialog.tsx';

/** Approve Week for the employees the grid shows (its site, search and filters). */
export function ApproveWeekButton({ rows, week }: { rows: TimeSheetRow[]; week: Week }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<CheckCircleOutlined />} disabled={rows.length === 0} onClick={() => setOpen(true)}>
        Approve Week
      </Button>
      {open && <ApproveWeekDialog rows={rows} week={week} onClose={() => setOpen(false)} />}
    </>
  );
}
