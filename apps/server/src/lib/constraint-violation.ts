function postgresError(error: unknown) {
  const cause = (error as { cause?: unknown }).cause ?? error;
  return cause as { code?: string; constraint?: string; message?: string };
}

/** PostgreSQL's unique_violation on `constraint`, e.g. when a parallel request took the same name first. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const details = postgresError(error);
  return (
    details.code === "23505" &&
    (details.constraint === constraint || (details.message ?? "").includes(constraint))
  );
}

/**
 * PostgreSQL's foreign_key_violation: a row still refers to the one being
 * deleted (e.g. a log written by a parallel request after the delete checked).
 */
export function isForeignKeyViolation(error: unknown): boolean {
  return postgresError(error).code === "23503";
}
