import { useEffect, useState } from 'react';

/** The Network Information API, where the browser has it (Chromium): not in the DOM typings yet. */
type NetworkInformation = EventTarget & { downlink?: number };

const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

/** The browser's estimate of this device's link now, in bits a second; undefined where it has none. */
export function currentDownlink(): number | undefined {
  const megabits = connection()?.downlink;
  return megabits === undefined ? undefined : megabits * 1_000_000;
}

/**
 * The browser's estimate of this device's link in bits a second, kept up to date as it changes (it learns from
 * what the page downloads); undefined where the browser has none.
 */
export function useDownlink(): number | undefined {
  const [bitsPerSecond, setBitsPerSecond] = useState(currentDownlink);
  useEffect(() => {
    const link = connection();
    if (!link) return;
    const changed = () => setBitsPerSecond(currentDownlink());
    link.addEventListener('change', changed);
    return () => link.removeEventListener('change', changed);
  }, []);
  return bitsPerSecond;
}
