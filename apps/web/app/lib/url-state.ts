import { useSearchParams } from "react-router";

/**
 * A page's state kept in its address (filters, sorting, page), so that
 * reloading, sharing the link or coming back keeps it. Values equal to their
 * default are left out of the address; `update` changes several at once.
 */
export function useUrlState<Key extends string>(defaults: Record<Key, string>) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(
    Object.entries(defaults).map(([key, fallback]) => [key, params.get(key) ?? fallback]),
  ) as Record<Key, string>;
  const update = (changes: Partial<Record<Key, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes) as [Key, string][]) {
          if (value === defaults[key]) next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace: true },
    );
  return [values, update] as const;
}
