import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 hashes with argon2id by default; the test suite asserts the $argon2id$ prefix.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
