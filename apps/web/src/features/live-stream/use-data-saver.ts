import { useCallback, useState } from 'react';

const STORAGE_KEY = 'nyaya.liveDataSaver';

const savedChoice = () => localStorage.getItem(STORAGE_KEY) === 'on';

/**
 * "Data saver: audio only" on the live stream (issue 41): the hearing's sound alone, for a link too weak for
 * pictures. Remembered on this device, so a litigant on mobile data chooses it once.
 */
export function useDataSaver(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(savedChoice);
  const choose = useCallback((next: boolean) => {
    localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    setOn(next);
  }, []);
  return [on, choose];
}
