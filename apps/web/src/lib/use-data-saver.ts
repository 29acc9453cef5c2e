import { useCallback, useState } from 'react';
import { chooseDataSaver, dataSaverChosen } from './data-saver';

/** Data saver's switch, as this device last left it: a litigant on mobile data chooses it once. */
export function useDataSaver(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(dataSaverChosen);
  const choose = useCallback((next: boolean) => {
    chooseDataSaver(next);
    setOn(next);
  }, []);
  return [on, choose];
}
