import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('runs on the embedded database under ./data on port 3000 when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeNull();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.runWorker).toBe(true);
    expect(config.secureCookies).toBe(false);
  });

  it('honours PORT, ORDO_DATA_DIR and DATABASE_URL', () => {
    const config = loadConfig({ PORT: '8080', ORDO_DATA_DIR: '/srv/ordo', DATABASE_URL: 'postgres://u:p@db:5432/ordo' });
    expect(config).toMatchObject({ port: 8080, dataDir: '/srv/ordo', databaseUrl: 'postgres://u:p@db:5432/ordo' });
  });

  it('detects a lost worker after 30 s by default, and refuses a lost-after shorter than two heartbeats', () => {
    expect(loadConfig({}).jobs).toEqual({ heartbeatSeconds: 10, lostAfterSeconds: 30, retryDelaySeconds: 10 });
    expect(loadConfig({ ORDO_WORKER_HEARTBEAT_SECONDS: '1', ORDO_WORKER_LOST_AFTER_SECONDS: '3', ORDO_JOB_RETRY_DELAY_SECONDS: '1' }).jobs).toEqual({
      heartbeatSeconds: 1,
      lostAfterSeconds: 3,
      retryDelaySeconds: 1,
    });
    expect(() => loadConfig({ ORDO_WORKER_HEARTBEAT_SECONDS: '10', ORDO_WORKER_LOST_AFTER_SECONDS: '15' })).toThrow(
      /ORDO_WORKER_LOST_AFTER_SECONDS: must be at least twice ORDO_WORKER_HEARTBEAT_SECONDS/,
    );
  });

  it('names every invalid variable in one readable error', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ORDO_ADMIN_PASSWORD: 'short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toMatch(/^Ordo cannot start: the environment is invalid\./);
    expect(message).toMatch(/PORT:/);
    expect(message).toMatch(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(message).toMatch(/ORDO_ADMIN_PASSWORD: must be at least 12 characters/);
  });

  it('uses secure cookies in production unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).secureCookies).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', ORDO_SECURE_COOKIES: 'false' }).secureCookies).toBe(false);
  });
});
