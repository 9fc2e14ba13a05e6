import { formatHundredths as h } from '@portal/domain';
import { inert } from '../../../platform/spreadsheet-cells.ts';
import { oneLine, type PayrollWriter } from './payroll-line.ts';

const TEXT_HEADER =
  'EMPLOYEE_CODE\tEMPLOYEE_NAME\tJOB_CODE\tWORK_DATE\tREGULAR_HOURS\tOVERTIME_HOURS\tTOTAL_HOURS';

/**
 * The spec's payroll text file (timesheets-and-people.md §7, docs/payroll-export.md): tab-separated,
 * CRLF, one header line, then one line per employee, job and day. Nothing follows the lines: its
 * importer reads every line after the header as an employee's hours, so control totals go beside it.
 * Text that starts like a formula is made inert: a clerk may open the file in a spreadsheet.
 */
export const textFile: PayrollWriter = {
  write(lines, { start_date }) {
    const body = lines.map((l) =>
      [
        inert(oneLine(l.emp_code)),
        inert(oneLine(`${l.first_name} ${l.last_name}`)),
        inert(oneLine(l.job_code)),
        l.work_date,
        h(l.regular),
        h(l.overtime),
        h(l.regular + l.overtime),
      ].join('\t'),
    );
    return {
      data: [TEXT_HEADER, ...body].join('\r\n') + '\r\n',
      file_name: `${start_date} Time Sheet Export.txt`,
      content_type: 'text/plain; charset=utf-8',
      rows: body.length,
    };
  },
};
