import { useEffect, useState } from 'react';
import { localDate, type LocalDate } from '@portal/domain';

/** Today in a time zone ('YYYY-MM-DD'), moving on at midnight while the screen stays open. */
export function useToday(timeZone: string): LocalDate {
  const [today, setToday] = useState(() => localDate(Date.now(), timeZone));
  useEffect(() => {
    const timer = setInterval(() => setToday(localDate(Date.now(), timeZone)), 60_000);
    return () => clearInterval(timer);
  }, [timeZone]);
  return today;
}
