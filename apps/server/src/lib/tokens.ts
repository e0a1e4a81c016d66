import { randomUUID, webcrypto } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Secrets } from './secrets.js';

export interface AccessClaims {
  sub: string;
  sid: string;
  /** The user's credentials version when issued. */
  cv: number;
}

/** A verified access token's claims, and when it expires (ms since the epoch). */
export interface VerifiedAccess extends AccessClaims {
  expiresAt: number;
}

export interface RefreshClaims {
  sub: string;
  sid: string;
  jti: string;
}

export interface TokenService {
  signAccess(claims: AccessClaims): Promise<string>;
  signRefresh(claims: RefreshClaims): Promise<string>;
  verifyAccess(token: string): Promise<VerifiedAccess | null>;
  verifyRefresh(token: string): Promise<RefreshClaims | null>;
  newJti(): string;
  refreshTtlSeconds: number;
}

const ALG = 'HS256';
const ISSUER = 'lathe';

/**
 * The secret as a WebCrypto HMAC key, imported once: given the bytes, jose imports them again
 * on every sign and verify, which cost about a tenth of a signed-in request's CPU time.
 */
const hmacKey = (secret: Uint8Array) =>
  webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

export function createTokenService(secrets: Secrets, ttl: { access: number; refresh: number }): TokenService {
  const keys = { access: hmacKey(secrets.access), refresh: hmacKey(secrets.refresh) };
  const sign = async (
    payload: Record<string, unknown>,
    audience: string,
    seconds: number,
    key: Promise<webcrypto.CryptoKey>,
  ) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: ALG })
      .setIssuer(ISSUER)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(`${seconds}s`)
      .sign(await key);

  async function verify(token: string, audience: string, key: Promise<webcrypto.CryptoKey>) {
    try {
      const { payload } = await jwtVerify(token, await key, { algorithms: [ALG], issuer: ISSUER, audience });
      return payload;
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }

  return {
    refreshTtlSeconds: ttl.refresh,
    newJti: () => randomUUID(),
    signAccess: ({ sub, sid, cv }) => sign({ sub, sid, cv }, 'access', ttl.access, keys.access),
    signRefresh: ({ sub, sid, jti }) => sign({ sub, sid, jti }, 'refresh', ttl.refresh, keys.refresh),
    async verifyAccess(token) {
      const p = await verify(token, 'access', keys.access);
      if (!p || typeof p.sub !== 'string' || typeof p.sid !== 'string' || typeof p.cv !== 'number') return null;
      if (typeof p.exp !== 'number') return null;
      return { sub: p.sub, sid: p.sid, cv: p.cv, expiresAt: p.exp * 1000 };
    },
    async verifyRefresh(token) {
      const p = await verify(token, 'refresh', keys.refresh);
      if (!p || typeof p.sub !== 'string' || typeof p.sid !== 'string' || typeof p.jti !== 'string') return null;
      return { sub: p.sub, sid: p.sid, jti: p.jti };
    },
  };
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] ?? null;
}
