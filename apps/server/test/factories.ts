import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../src/db/schema.ts';
import { insertCompany, insertUser } from '../src/db/seed/builders.ts';
import { hashPassword } from '../src/platform/passwords.ts';

export const PASSWORD = 'correct-horse-1';
let sequence = 0;
/** Every test user has the same password: argon2id hashes it once per process (on purpose slowly). */
let passwordHash: Promise<string> | undefined;

/** A company with the standard roles and one web user per role; every name is unique per call. */
export async function createCompany(db: Kysely<DB>, overrides: { code?: string } = {}) {
  const n = ++sequence;
  const at = new Date().toISOString();
  const code = overrides.code ?? `CO${n}${Date.now() % 100000}`;
  const company = await insertCompany(db, { code, name: `Company ${code}`, at });
  const users: Record<'admin' | 'payroll' | 'office' | 'foreman', { id: number; email: string }> =
    {} as never;
  const byRole = {
    admin: 'Administrator',
    payroll: 'Payroll',
    office: 'Office',
    foreman: 'Foreman',
  } as const;
  for (const [key, role] of Object.entries(byRole) as [keyof typeof byRole, string][]) {
    const email = `${key}.${code.toLowerCase()}@test.example.com`;
    const id = await insertUser(db, {
      companyId: company.id,
      roleId: company.roles[role]!,
      name: `${role} ${code}`,
      email,
      password: PASSWORD,
      passwordHash: await (passwordHash ??= hashPassword(PASSWORD)),
      at,
    });
    users[key] = { id, email };
  }
  return { ...company, users };
}

export async function signIn(app: FastifyInstance, email: string, password = PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.body}`);
  return res.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
