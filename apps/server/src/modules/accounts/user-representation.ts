import type { User } from "@tempus/contract";
import type { Actor } from "../../core/actor.ts";

export function toUser(user: Actor): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    language_preference: user.languagePreference,
    format_locale: user.formatLocale,
    email_verified: user.emailVerified,
    role: user.role,
    company: user.companyId,
    hourly_rate: user.hourlyRate,
    is_active: user.isActive,
    date_joined: user.dateJoined.toISOString(),
    last_login: user.lastLogin?.toISOString() ?? null,
  };
}
