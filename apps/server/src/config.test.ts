import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults for a bare machine', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 8080,
      dataDir: './data',
      databaseUrl: undefined,
      publicUrl: 'http://localhost:8080',
    });
  });

  it('lists every bad variable in one message', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', TOKEN_TTL: 'forever', JWT_SECRET: 'short' }),
    ).toThrow(
      /PORT[\s\S]*DATABASE_URL: must start with postgres:\/\/[\s\S]*JWT_SECRET: must be at least 32 characters[\s\S]*TOKEN_TTL/,
    );
  });

  it.each(['production', 'development', 'test'])(
    'requires a shared JWT secret with PostgreSQL (%s), so every instance accepts the same tokens',
    (NODE_ENV) => {
      const load = () => loadConfig({ NODE_ENV, DATABASE_URL: 'postgres://db/portal' });
      expect(load).toThrow(ConfigError);
      expect(load).toThrow(/JWT_SECRET: is required with DATABASE_URL/);
      const secret = 'a-shared-secret-a-shared-secret-0123';
      expect(
        loadConfig({ NODE_ENV, DATABASE_URL: 'postgres://db/portal', JWT_SECRET: secret }).jwtSecret,
      ).toBe(secret);
    },
  );

  it('takes PORT, DATA_DIR, PUBLIC_URL and SMTP_URL from the environment', () => {
    const c = loadConfig({
      PORT: '9000',
      DATA_DIR: '/var/portal',
      PUBLIC_URL: 'https://portal.example.com/',
      SMTP_URL: 'smtp://mail:25',
    });
    expect(c).toMatchObject({
      port: 9000,
      dataDir: '/var/portal',
      publicUrl: 'https://portal.example.com',
      smtpUrl: 'smtp://mail:25',
    });
  });

  it('trusts no proxy by default, and a hop count or proxy addresses from TRUST_PROXY (defect 3)', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16,loopback' }).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
    ]);
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).trustProxy as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    for (const bad of ['true', '*', '10.0.0.1/33', 'proxy.example.com', '::1/129'])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY: must be a hop count/);
  });
  it('keeps photos in an S3-compatible bucket only with S3_BUCKET, path-style for an own endpoint', () => {
    expect(loadConfig({}).s3).toBeNull();
    expect(
      loadConfig({ S3_BUCKET: 'photos', S3_ENDPOINT: 'http://minio:9000', S3_PREFIX: 'portal/' }).s3,
    ).toEqual({
      bucket: 'photos',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: true,
      prefix: 'portal/',
    });
    expect(loadConfig({ S3_BUCKET: 'photos' }).s3?.forcePathStyle).toBe(false);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: is required/);
  });

  it('migrates at start unless MIGRATE_ON_START=false, and takes REDIS_URL', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).migrateOnStart).toBe(false);
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    expect(() => loadConfig({ REDIS_URL: 'http://redis' })).toThrow(/REDIS_URL: must start with redis:\/\//);
  });
});
