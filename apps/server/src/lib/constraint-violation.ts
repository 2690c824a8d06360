function postgresError(error: unknown) {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return cause as { code?: string; constraint?: string; message?: string };
}

/**
 * PostgreSQL's unique_violation on `constraint`, e.g. when a parallel request took the same name first.
 * On Citus the index is a shard's (`<constraint>_<shard id>`), and a row that a statement sent to
 * the workers as COPY (`insert … select … from unnest(…)`) was refused for comes back with the
 * worker's message only: Citus re-raises it without its SQLSTATE (multi_copy.c, ReportCopyError).
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const details = postgresError(error);
  const message = details.message ?? "";
  if (details.code === "23505")
    return details.constraint === constraint || message.includes(`"${constraint}`);
  return (
    details.code === "XX000" &&
    new RegExp(`^duplicate key value violates unique constraint "${constraint}_\\d+"$`).test(
      message,
    )
  );
}

/**
 * PostgreSQL's foreign_key_violation: a row still refers to the one being
 * deleted (e.g. a log written by a parallel request after the delete checked).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresError(error).code === "23503";
}
