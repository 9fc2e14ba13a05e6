import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import type { PermissionMap } from '@portal/contracts';
import type { Db } from '../db/database.ts';
import { isAllowed, type Access } from './access.ts';
import { permissionsOf, rolePermissions } from './auth-queries.ts';
import type { Actor } from './audit.ts';
import { NotifiedAuthorizations, readEveryTime } from './authorization-cache.ts';
import { ForbiddenError, UnauthorizedError } from './errors.ts';

export interface AuthContext {
  userId: number;
  companyId: number;
  companyCode: string;
  name: string;
  roleId: number;
  roleName: string;
  tokenId: string;
  permissions: PermissionMap;
}

export interface TokenClaims {
  sub: string;
  sid: string;
}

/** The claims of a token whose signature was checked, with its expiry (seconds since the epoch). */
type VerifiedClaims = TokenClaims & { exp: number };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The signed-in user as the audit log records them. */
    actor(): Actor;
    /** The company's data revision as the authorization read it (platform/data-revision.ts). */
    dataRevision: number | null;
    /**
     * What an answer about the company's time entries worked on the dates from `start` to `end`
     * depends on: the company's data revision and the revisions of those weeks. Kept answers are
     * keyed on it (platform/revision-cache.ts).
     */
    revisionOf(range: { start_date: string; end_date: string }): Promise<string>;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

type PermissionRow = { module: string; permission: string };

export async function loadPermissions(db: Db, roleId: number): Promise<PermissionMap> {
  return permissionMap(await rolePermissions(db, roleId));
}

function permissionMap(rows: PermissionRow[]): PermissionMap {
  const map: Record<string, string[]> = {};
  for (const r of rows) (map[r.module] ??= []).push(r.permission);
  return map as PermissionMap;
}

const READS = new Set(['GET', 'HEAD']);

interface AuthOptions {
  db: Db;
  secret: string;
  now: () => Date;
  /** PostgreSQL's URL, for the listener of the authorizations kept in memory. */
  listenUrl?: string;
}

/**
 * Checks the bearer token of every /api route that is not public: a valid signature, a live session
 * (not revoked by logout or a password change), an active user; then the route's permission. With
 * `listenUrl` (PostgreSQL), reads take the authorization kept in memory while it is known to be
 * current (platform/authorization-cache.ts); writes always read it from the database.
 */
export const authPlugin = fp<AuthOptions>(async (app, opts) => {
  await app.register(fastifyJwt, { secret: opts.secret });
  // The verified claims of the tokens in use are kept, by the header that carried them, until they
  // expire: a signature checked on every call, or the verifier's own cache (0.2 ms a request), was a
  // visible part of a cached read's profile. Whether the session still stands is read for every request.
  const verified = new LRUCache<string, VerifiedClaims>({ max: 10_000 });
  async function claimsOf(request: FastifyRequest): Promise<TokenClaims> {
    const header = request.headers.authorization;
    const kept = header === undefined ? undefined : verified.get(header);
    if (kept && kept.exp * 1000 > Date.now()) return kept;
    const claims = await request.jwtVerify<VerifiedClaims>();
    if (header !== undefined) verified.set(header, claims);
    return claims;
  }
  const authorizations = opts.listenUrl
    ? new NotifiedAuthorizations(opts.db, opts.listenUrl, app.log)
    : readEveryTime(opts.db);
  app.addHook('onClose', () => authorizations.close());
  const writes = new WeakMap<FastifyRequest, () => void>();
  app.addHook('onSend', (request, _reply, payload, done) => {
    writes.get(request)?.();
    done(null, payload);
  });
  app.decorateRequest('auth', null);
  app.decorateRequest('dataRevision', null);
  app.decorateRequest('revisionOf', async function (this: FastifyRequest, range) {
    const auth = this.auth;
    if (!auth || this.dataRevision === null) throw new UnauthorizedError();
    const fresh = !READS.has(this.method);
    const weeks = await authorizations.weeksRevision(auth.companyId, range.start_date, range.end_date, fresh);
    return `${this.dataRevision}.${weeks}`;
  });
  app.decorateRequest('actor', function () {
    const auth = this.auth;
    if (!auth) throw new UnauthorizedError();
    return { userId: auth.userId, companyId: auth.companyId, name: auth.name, ip: this.ip };
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!request.url.startsWith('/api/')) return;
    // Public writes too (a password reset ends sessions): this instance's reads wait for their notifications.
    const fresh = !READS.has(request.method);
    if (fresh) {
      // Ended when its answer is about to go (after its commit), or when the client goes first.
      const ended = authorizations.beginWrite();
      writes.set(request, ended);
      reply.raw.once('close', ended);
    }
    const access = request.routeOptions.config.access;
    if (access === 'public' || request.routeOptions.url === undefined) return;
    if (!access) throw new Error(`Route ${request.routeOptions.url} declares no access rule`);

    let claims: TokenClaims;
    try {
      claims = await claimsOf(request);
    } catch {
      throw new UnauthorizedError();
    }
    const { row, revision } = await authorizations.read(claims.sid, fresh);
    if (
      !row ||
      row.revoked_at ||
      row.is_active !== 1 ||
      row.expires_at <= opts.now().toISOString() ||
      String(row.id) !== claims.sub
    ) {
      throw new UnauthorizedError();
    }
    const permissions = permissionMap(permissionsOf(row.permissions));
    request.auth = {
      userId: row.id,
      companyId: row.company_id,
      companyCode: row.code,
      name: row.name,
      roleId: row.role_id,
      roleName: row.role_name,
      tokenId: claims.sid,
      permissions,
    };
    request.dataRevision = revision;
    if (!isAllowed(access, permissions)) throw new ForbiddenError();
  });
});
