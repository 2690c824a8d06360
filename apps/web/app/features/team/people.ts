import { useMemo } from "react";
import { useColleagues } from "./api.ts";

/**
 * The company's people for owners' and admins' team views (the time-log list's person column and
 * filter, the calendar's and the statistics' person): each person's name (their username) by id,
 * and the choices of a person filter, by name. Nothing is asked for when `enabled` is false (a
 * member sees their own time only).
 */
export function usePeople(enabled: boolean) {
  const colleagues = useColleagues(enabled);
  const data = colleagues.data;
  return useMemo(() => {
    const list = enabled ? (data ?? []) : [];
    const names: ReadonlyMap<number, string> = new Map(
      list.map((person) => [person.id, person.username]),
    );
    const choices = list
      .map((person) => ({ value: String(person.id), label: person.username }))
      .sort((a, b) => a.label.localeCompare(b.label));
    return { names, choices };
  }, [enabled, data]);
}

export type People = ReturnType<typeof usePeople>;
