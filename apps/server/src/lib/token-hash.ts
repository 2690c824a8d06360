import { createHash } from "node:crypto";

/** Single-use tokens (e-mail verification, invitations) are stored as their SHA-256 hash. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");
