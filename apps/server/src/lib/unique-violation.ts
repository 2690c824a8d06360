/** PostgreSQL's unique_violation on `constraint`, e.g. when a parallel request took the same name first. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const cause = (error as { cause?: unknown }).cause ?? error;
  const details = cause as { code?: string; constraint?: string; message?: string };
  return (
    details.code === "23505" &&
    (details.constraint === constraint || (details.message ?? "").includes(constraint))
  );
}
