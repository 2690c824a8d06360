import type { Currency, User } from "@tempus/contract";

/** A user as `me` answers it, every field the contract declares. */
export const user = (changes: Partial<User> = {}): User => ({
  id: 1,
  username: "ann",
  email: "ann@example.com",
  language_preference: "en",
  format_locale: null,
  email_verified: true,
  role: "owner",
  company: 1,
  hourly_rate: null,
  is_active: true,
  date_joined: "2026-03-10T09:00:00.000Z",
  last_login: null,
  ...changes,
});

/** A currency as the reference list answers it. */
export const currency = (changes: Partial<Currency> = {}): Currency => ({
  id: 1,
  code: "EUR",
  numeric_code: "978",
  name: "Euro",
  symbol: "€",
  decimal_places: 2,
  ...changes,
});
