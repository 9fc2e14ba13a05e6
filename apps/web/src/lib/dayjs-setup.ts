// Weeks run Monday to Sunday (ISO): Ant Design's pickers read the first day of the week from the dayjs
// locale they format with ('en' for en_US), so that locale starts its weeks on Monday.
import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import updateLocale from 'dayjs/plugin/updateLocale';

dayjs.extend(updateLocale);
dayjs.extend(isoWeek);
dayjs.updateLocale('en', { weekStart: 1, yearStart: 4 });
dayjs.locale('en');
