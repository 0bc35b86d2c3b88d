import { useEffect, useState } from 'react';

/**
 * The current time, renewed at each whole minute while the component is mounted: enough for
 * anything shown to the minute (a link's 'Programado' badge turning off when its start arrives).
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const schedule = () => {
      timer = setTimeout(
        () => {
          setNow(new Date());
          schedule();
        },
        60_000 - (Date.now() % 60_000) + 50,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, []);
  return now;
}
