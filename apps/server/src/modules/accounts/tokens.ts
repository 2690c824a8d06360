import { randomBytes } from "node:crypto";
import { AUTH_MESSAGES, type TokenPair } from "@tempus/contract";
import { eq } from "drizzle-orm";
import { errors, jwtVerify, SignJWT } from "jose";
import type { Clock } from "../../clock.ts";
import { notAuthenticated } from "../../core/errors.ts";
import type { Database } from "../../db/open-database.ts";
import { revokedToken } from "../../db/schema/index.ts";
import { TokenError } from "../../lib/token-error.ts";

export type TokenType = "access" | "refresh";

export interface TokenClaims {
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
  user_id: string;
  /** The user's company (decision 019); tokens issued before it lack it. */
  company_id?: string;
  /**
   * When the user's password last changed, in milliseconds ("0": never), as it stood when the
   * token was issued: a refresh token whose value is not the user's current one predates a
   * change, however close to it (tokens issued before this claim fall back to `iat`).
   */
  password_changed_at?: string;
  /** The session the token belongs to (decision 035); tokens issued before sessions lack it. */
  sid?: string;
}

/** Whom a token is issued to. */
export interface TokenSubject {
  id: number;
  companyId: number;
  passwordChangedAt: Date | null;
  /** The session the pair continues (user_session's id). */
  sessionId?: number;
}

/** The `password_changed_at` claim of a password change moment. */
export const passwordChangeClaim = (passwordChangedAt: Date | null) =>
  String(passwordChangedAt?.getTime() ?? 0);

/** The largest id a token may name: a bigint column's, and a number JavaScript holds exactly. */
const ID_CLAIM = /^[1-9]\d{0,14}$/;
/** How far ahead of this server's clock another instance's may be when it issues a token. */
const CLOCK_SKEW_SECONDS = 30;

/** The user and, when the token carries it, their company. */
export const subjectOf = (claims: Pick<TokenClaims, "user_id" | "company_id">) => ({
  userId: Number(claims.user_id),
  companyId: claims.company_id === undefined ? undefined : Number(claims.company_id),
});

const VERIFIED_TOKENS_KEPT = 10_000;

export { TokenError };

export interface TokenSettings {
  secretKey: string;
  accessTokenLifetimeSeconds: number;
  refreshTokenLifetimeSeconds: number;
}

/**
 * simplejwt's tokens: HS256 with `token_type`, `exp`, `iat`, `jti` and `user_id` (a string),
 * `company_id` (a string, decision 019), `password_changed_at` (a string of milliseconds) and
 * `sid`, the session (a string, decision 035).
 */
export class TokenService {
  readonly #key: Uint8Array;
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #settings: TokenSettings;
  readonly #verified = new Map<string, TokenClaims>();

  constructor(db: Database, settings: TokenSettings, clock: Clock) {
    this.#key = new TextEncoder().encode(settings.secretKey);
    this.#db = db;
    this.#clock = clock;
    this.#settings = settings;
  }

  async #sign(subject: TokenSubject, type: TokenType): Promise<string> {
    const iat = Math.floor(this.#clock().getTime() / 1000);
    const lifetime =
      type === "access"
        ? this.#settings.accessTokenLifetimeSeconds
        : this.#settings.refreshTokenLifetimeSeconds;
    return new SignJWT({
      token_type: type,
      exp: iat + lifetime,
      iat,
      jti: randomBytes(16).toString("hex"),
      user_id: String(subject.id),
      company_id: String(subject.companyId),
      password_changed_at: passwordChangeClaim(subject.passwordChangedAt),
      ...(subject.sessionId === undefined ? {} : { sid: String(subject.sessionId) }),
    })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .sign(this.#key);
  }

  async issuePair(subject: TokenSubject): Promise<TokenPair> {
    return {
      refresh: await this.#sign(subject, "refresh"),
      access: await this.#sign(subject, "access"),
    };
  }

  /**
   * Checks signature, expiry and (when given) type. Throws TokenError with
   * simplejwt's message: "Token is invalid", "Token is expired", "Token has wrong type".
   */
  async decode(token: string, expectedType?: TokenType): Promise<TokenClaims> {
    let claims = this.#verified.get(token);
    if (claims) {
      // Signature and shape were checked when first seen; the expiry is checked on every use.
      if (claims.exp <= Math.floor(this.#clock().getTime() / 1000)) {
        throw new TokenError(AUTH_MESSAGES.tokenExpired);
      }
    } else {
      claims = await this.#verify(token);
      this.#remember(token, claims);
    }
    if (expectedType && claims.token_type !== expectedType) {
      throw new TokenError(AUTH_MESSAGES.tokenWrongType);
    }
    return claims;
  }

  async #verify(token: string): Promise<TokenClaims> {
    let claims: TokenClaims;
    try {
      // The claims' shape is checked below, before any of them is used.
      const { payload } = await jwtVerify<TokenClaims>(token, this.#key, {
        algorithms: ["HS256"],
        currentDate: this.#clock(),
      });
      claims = payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new TokenError(AUTH_MESSAGES.tokenExpired);
      throw new TokenError(AUTH_MESSAGES.tokenInvalid);
    }
    // Ids a database can hold (a huge one is no user), and no token issued in the future.
    const now = Math.floor(this.#clock().getTime() / 1000);
    if (
      (claims.token_type !== "access" && claims.token_type !== "refresh") ||
      typeof claims.jti !== "string" ||
      typeof claims.exp !== "number" ||
      typeof claims.iat !== "number" ||
      claims.iat > now + CLOCK_SKEW_SECONDS ||
      !ID_CLAIM.test(String(claims.user_id)) ||
      (claims.company_id !== undefined && !ID_CLAIM.test(String(claims.company_id))) ||
      (claims.sid !== undefined && !ID_CLAIM.test(String(claims.sid))) ||
      (claims.password_changed_at !== undefined &&
        !/^\d{1,16}$/.test(String(claims.password_changed_at)))
    ) {
      throw new TokenError(AUTH_MESSAGES.tokenInvalid);
    }
    return claims;
  }

  /**
   * Tokens whose signature checked out, so that a client's next requests skip
   * the HMAC (about a tenth of a small request's time). Bounded: the oldest go first.
   */
  #remember(token: string, claims: TokenClaims) {
    if (this.#verified.size >= VERIFIED_TOKENS_KEPT) {
      this.#verified.delete(this.#verified.keys().next().value as string);
    }
    this.#verified.set(token, claims);
  }

  /** A refresh token that is valid and not revoked. */
  async decodeRefresh(token: string): Promise<TokenClaims> {
    const claims = await this.decode(token, "refresh");
    if (await this.isRevoked(claims.jti)) throw new TokenError(AUTH_MESSAGES.tokenBlacklisted);
    return claims;
  }

  async isRevoked(jti: string): Promise<boolean> {
    const [row] = await this.#db
      .select({ jti: revokedToken.jti })
      .from(revokedToken)
      .where(eq(revokedToken.jti, jti));
    return row !== undefined;
  }

  /**
   * Revokes a refresh token. Returns false when it was revoked already, so that
   * of two parallel rotations of one token only one succeeds.
   */
  async revoke(claims: TokenClaims): Promise<boolean> {
    const inserted = await this.#db
      .insert(revokedToken)
      .values({
        jti: claims.jti,
        userId: Number(claims.user_id),
        expiresAt: new Date(claims.exp * 1000),
      })
      .onConflictDoNothing()
      .returning({ jti: revokedToken.jti });
    return inserted.length === 1;
  }
}

/** 401 as TokenRefreshView, TokenVerifyView and TokenBlacklistView answer a bad token. */
export const invalidTokenError = (message: string) =>
  notAuthenticated({ detail: message, code: AUTH_MESSAGES.tokenNotValidCode });

/** A token refused while decoding answers 401 with simplejwt's body. */
export async function decodeOr401<T>(decode: () => Promise<T>): Promise<T> {
  try {
    return await decode();
  } catch (error) {
    if (error instanceof TokenError) throw invalidTokenError(error.message);
    throw error;
  }
}
