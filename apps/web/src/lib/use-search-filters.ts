import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's filters live in the address (?q=&role=…), so a link can preset them and reload keeps them.
 * Changing one drops the history state, which holds the page number: a new filter starts at page 1.
 */
export function useSearchFilters<K extends string>(
  names: readonly K[],
): [Record<K, string>, (patch: Partial<Record<K, string>>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    K,
    string
  >;
  const update = useCallback(
    (patch: Partial<Record<K, string>>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries<string | undefined>(patch)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [filters, update];
}
