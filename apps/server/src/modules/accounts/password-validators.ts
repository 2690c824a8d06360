import { ACCOUNT_MESSAGES, PASSWORD_MIN_LENGTH } from "@tempus/contract";
import { dictionary } from "@zxcvbn-ts/language-common";

/** ~49,000 common passwords from the dictionary maintained by the zxcvbn-ts project. */
const COMMON_PASSWORDS = new Set(
  dictionary["passwords-common"].map((entry) => entry.toLowerCase()),
);

const MAX_SIMILARITY = 0.7;

/** Python's SequenceMatcher.quick_ratio: shared characters (as multisets) over total length. */
function quickRatio(a: string, b: string): number {
  const counts = new Map<string, number>();
  for (const char of b) counts.set(char, (counts.get(char) ?? 0) + 1);
  let matches = 0;
  for (const char of a) {
    const left = counts.get(char) ?? 0;
    if (left > 0) {
      matches++;
      counts.set(char, left - 1);
    }
  }
  const total = a.length + b.length;
  return total === 0 ? 1 : (2 * matches) / total;
}

/** Django skips parts so short against the password that they cannot be meaningfully similar. */
function exceedsMaximumLengthRatio(password: string, part: string): boolean {
  const passwordLength = password.length;
  const lengthBoundSimilarity = (MAX_SIMILARITY / 2) * passwordLength;
  return passwordLength >= 10 * part.length && part.length < lengthBoundSimilarity;
}

function isTooSimilar(password: string, value: string): boolean {
  const lowered = password.toLowerCase();
  const source = value.toLowerCase();
  const parts = [...source.split(/[^\p{L}\p{N}_]+/u), source].filter(Boolean);
  return parts.some(
    (part) =>
      !exceedsMaximumLengthRatio(lowered, part) && quickRatio(lowered, part) >= MAX_SIMILARITY,
  );
}

/**
 * Django's four default validators, in their order, every failure listed:
 * similarity to username and e-mail, minimum length, common, entirely numeric.
 */
export function validatePassword(
  password: string,
  user: { username?: string; email?: string },
): string[] {
  const problems: string[] = [];
  if (user.username && isTooSimilar(password, user.username)) {
    problems.push(ACCOUNT_MESSAGES.passwordTooSimilar("username"));
  } else if (user.email && isTooSimilar(password, user.email)) {
    problems.push(ACCOUNT_MESSAGES.passwordTooSimilar("email address"));
  }
  if (password.length < PASSWORD_MIN_LENGTH) problems.push(ACCOUNT_MESSAGES.passwordTooShort);
  if (COMMON_PASSWORDS.has(password.toLowerCase().trim())) {
    problems.push(ACCOUNT_MESSAGES.passwordTooCommon);
  }
  if (/^\d+$/.test(password)) problems.push(ACCOUNT_MESSAGES.passwordNumeric);
  return problems;
}
