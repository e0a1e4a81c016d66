import { RateLimiterMemory } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../lib/errors.js';

export interface LoginThrottleOptions {
  perAccount: number;
  perIp: number;
  windowSeconds: number;
}

/**
 * Counts failed sign-ins per account and per address; past the limit, sign-in is refused
 * with 429 until the window passes. A successful sign-in clears the account's count.
 * Kept in memory: with several app servers each counts its own share.
 */
export function createLoginThrottle({ perAccount, perIp, windowSeconds }: LoginThrottleOptions) {
  const byAccount = new RateLimiterMemory({ keyPrefix: 'login-account', points: perAccount, duration: windowSeconds });
  const byIp = new RateLimiterMemory({ keyPrefix: 'login-ip', points: perIp, duration: windowSeconds });
  const limits = [
    [byAccount, perAccount],
    [byIp, perIp],
  ] as const;

  return {
    async assertAllowed(email: string, ip: string) {
      const keys = [email, ip];
      for (const [i, [limiter, max]] of limits.entries()) {
        const state = await limiter.get(keys[i] as string);
        if (state && state.consumedPoints >= max) {
          throw tooManyRequests('Too many failed sign-in attempts. Try again later.', state.msBeforeNext / 1000);
        }
      }
    },
    async recordFailure(email: string, ip: string) {
      await Promise.all([byAccount.penalty(email, 1), byIp.penalty(ip, 1)]);
    },
    async recordSuccess(email: string) {
      await byAccount.delete(email);
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
