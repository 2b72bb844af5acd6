import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../src/app';
import { type Config, loadConfig } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { DEMO_PASSWORD } from '../src/db/seed/demo/seed';
import { cloneTemplate } from './template-db';

/**
 * A fresh, empty database for one test file: PGlite in memory by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again on close).
 */
export async function openTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openDatabase({ databaseUrl: null, dataDir: null });

  const name = `hrms_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
  return {
    ...database,
    close: async () => {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  /** Signs in as one of the demo users (password Demo@12345) and returns the bearer token. */
  login(email: string, password?: string): Promise<string>;
  /** app.inject with a bearer token. */
  as(token: string, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
};

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent' }),
    webDist: null,
    ...overrides,
  };
}

/** The app on a fresh copy of the demo database (seeded once per run by global-setup.ts). */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await cloneTemplate(inject('demoTemplate'));
  const app = await buildApp(testConfig(overrides), database.db);
  const as: TestApp['as'] = (token, options) =>
    app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
  return {
    app,
    database,
    as,
    async login(email, password = DEMO_PASSWORD) {
      const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
      if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
      return res.json().token as string;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
