import { FIELD_MSG } from '@portal/contracts/fields';

/**
 * A free-text field's limit, shown and enforced instead of cutting what the clerk typed or pasted: a
 * counter ('12 / 500') that turns red past `max` (Ant Design's `count`), and the form rule that then
 * refuses it with the server's own message.
 */
export const countTo = (max: number) => ({ show: true, max });

export const tooLongRule = (max: number) => ({ max, message: FIELD_MSG.tooLong(max) });
