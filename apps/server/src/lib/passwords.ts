import { hash, verify } from '@node-rs/argon2';

/** Passwords are stored as argon2id hashes (OWASP's first choice; the library's defaults match its advice). */

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// A real hash to verify against when the account does not exist, so both answers take the same time.
let decoy: Promise<string> | undefined;

export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hash('decoy password that no one has');
  await verifyPassword(await decoy, password);
  return false;
}
