import { type Algorithm, hash, type Options, verify } from '@node-rs/argon2';

/**
 * argon2id at OWASP's recommended minimum (Password Storage Cheat Sheet): 19 MiB of memory,
 * 2 passes, 1 lane. Stated here rather than left to the library's defaults, so an upgrade
 * cannot lower them; every hash records its own parameters, so they can be raised later.
 */
export const PASSWORD_HASH_OPTIONS = {
  // Algorithm.Argon2id: the library declares it as a const enum, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

export const hashPassword = (password: string) => hash(password, PASSWORD_HASH_OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Made at start-up (off the main thread), so even the first unknown e-mail costs one check, not a hash and a check. */
const dummyHash = hashPassword('not-a-real-password');
/** Spends the same time as a real check, so unknown e-mails cannot be told apart by timing. */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await verifyPassword(await dummyHash, password);
  return false;
}
