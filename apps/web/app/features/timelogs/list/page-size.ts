/**
 * The rows per page a person chose in the time-log list, kept in their browser
 * (localStorage, one key per user) so that the list opens with it next time. A
 * browser that keeps nothing opens with the default, as before.
 */

/** The specification's size of a page of logs. */
export const DEFAULT_PAGE_SIZE = 10;

/** Sizes of a page of logs (a thousand stay usable: rows are memoized and read nothing). */
export const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 25, 50, 100, 1000];

export const pageSizeKey = (userId: number) => `tempus.timelogs.pageSize.${userId}`;

/** The size `userId` chose last on this browser; null when none (or not one of the sizes). */
export function rememberedPageSize(userId: number): number | null {
  try {
    const size = Number(window.localStorage.getItem(pageSizeKey(userId)));
    return PAGE_SIZES.includes(size) ? size : null;
  } catch {
    return null;
  }
}

/** Keeps the size `userId` chose (nothing where storage is refused). */
export function rememberPageSize(userId: number, size: number): void {
  if (!PAGE_SIZES.includes(size)) return;
  try {
    window.localStorage.setItem(pageSizeKey(userId), String(size));
  } catch {
    // Full or refused: the choice holds for this visit, in the address.
  }
}
