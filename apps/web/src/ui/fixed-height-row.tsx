import type { HTMLAttributes, Ref } from 'react';

type RowProps = HTMLAttributes<HTMLDivElement> & { ref?: Ref<HTMLDivElement> };

/**
 * The body row of a virtual antd Table whose rows all have the table's own row height (one line,
 * cut short with an ellipsis). The virtual list measures each row it is handed a reference to: a
 * forced layout and a second render of every row in view at each scroll step. This row keeps the
 * reference, so the list places the rows by its row height alone.
 */
function FixedHeightRow({ ref: _measured, ...props }: RowProps) {
  return <div {...props} />;
}

/** The Table's `components` for such rows. */
export const FIXED_HEIGHT_ROWS = { body: { row: FixedHeightRow } };
