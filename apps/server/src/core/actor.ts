import type { FormatLocale, Language, Role } from "@tempus/contract";

/**
 * Who calls an operation: the signed-in user as authentication read them (their row of
 * `app_user`; src/http/authentication.ts checks that the row fits this shape).
 */
export interface Actor {
  readonly id: number;
  readonly companyId: number;
  readonly username: string;
  readonly email: string;
  readonly passwordHash: string;
  readonly role: Role;
  readonly languagePreference: Language;
  readonly formatLocale: FormatLocale | null;
  readonly emailVerified: boolean;
  readonly hourlyRate: string | null;
  readonly isActive: boolean;
  readonly dateJoined: Date;
  readonly lastLogin: Date | null;
  readonly passwordChangedAt: Date | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}
