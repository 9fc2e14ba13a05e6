import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { AddTimesheetDialog } from './add-timesheet-dialog.tsx';

export function AddTimesheetButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setOpen(true)}>
        Add Timesheet
      </Button>
      {open && <AddTimesheetDialog onClose={() => setOpen(false)} />}
    </>
  );
}
