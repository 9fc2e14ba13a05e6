// One place that extends dayjs with the plugins the rules need. Zone offsets come from a cached
// Intl.DateTimeFormat in week.ts; dayjs does the calendar arithmetic and formatting in UTC mode.
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

export { dayjs };
