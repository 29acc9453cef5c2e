import { useEffect, useState } from 'react';

/** The Network Information API, where the browser has it (Chromium): not in the DOM typings yet. */
type NetworkInformation = EventTarget & { downlink?: number };

const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

/**
 * The browser's estimate of this device's link in bits a second, kept up to date as it changes (it learns from
 * what the page downloads); undefined where the browser has none.
 */
export function useDownlink(): number | undefined {
  const [megabits, setMegabits] = useState(() => connection()?.downlink);
  useEffect(() => {
    const link = connection();
    if (!link) return;
    const changed = () => setMegabits(link.downlink);
    link.addEventListener('change', changed);
    return () => link.removeEventListener('change', changed);
  }, []);
  return megabits === undefined ? undefined : megabits * 1_000_000;
}
