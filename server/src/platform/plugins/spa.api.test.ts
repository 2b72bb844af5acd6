import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('serving the built client', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'hrms-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>HRMS</title>');
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'sw.js'), "self.addEventListener('fetch', () => {})");
    writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"HRMS"}');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(() => t.close());

  it('answers the root and every client route with index.html', async () => {
    for (const url of ['/', '/employees', '/teams/3/members?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>HRMS</title>');
    }
  });

  it('serves assets, including ones written after start-up, and 404s missing ones', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'later.js'), 'console.log(2)');
    expect((await t.app.inject({ method: 'GET', url: '/assets/later.js' })).body).toBe('console.log(2)');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<title>');
  });

  it('lets a browser keep the hashed assets and makes it check index.html on every visit', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/employees']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.headers['cache-control']).toBe('no-cache');
    }
  });

  it('lets the service worker control the whole site and makes the browser check it on every visit', async () => {
    const worker = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers['cache-control']).toBe('no-cache');
    expect(worker.headers['service-worker-allowed']).toBe('/');
    const page = await t.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['service-worker-allowed']).toBeUndefined();
  });

  it('sends the web app manifest as application/manifest+json', async () => {
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.json()).toEqual({ name: 'HRMS' });
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route not found' });
  });
});
