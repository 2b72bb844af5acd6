// The installed app's service worker (registered by web/src/main.tsx in production builds). It keeps the
// app shell so the app opens without a connection: pages are asked of the network first and fall back to
// the last shell, then to offline.html; the build's hashed files are kept as they are fetched. The API is
// never answered or stored here: pay, leave and attendance data must never be stale or left on the device.
// Bump VERSION when SHELL changes; activating a new version deletes the old caches.
const VERSION = 'v1';
const SHELL_CACHE = `hrms-shell-${VERSION}`;
const ASSET_CACHE = `hrms-assets-${VERSION}`;
const SHELL = [
  '/',
  '/offline.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
];
/** Hashed files kept at most; the oldest go first (a release leaves its predecessors' files behind). */
const MAX_ASSETS = 300;

const isApi = (url) => url.pathname === '/api' || url.pathname.startsWith('/api/');
// The server varies its answers on Origin (CORS), which a module script's request carries and the
// precache's does not; for our own files it changes nothing.
const MATCH = { ignoreVary: true };

self.addEventListener('install', (event) => {
  // Where the browser can route statically, API requests bypass this worker altogether.
  try {
    if (event.addRoutes && typeof URLPattern === 'function') {
      event.waitUntil(
        event
          .addRoutes({ condition: { urlPattern: new URLPattern({ pathname: '/api/*' }) }, source: 'network' })
          .catch(() => undefined),
      );
    }
  } catch {
    // The fetch handler below leaves the API alone all the same.
  }
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

/** The shell's files, fresh from the server, and the entry script and styles index.html names. */
async function precache() {
  const shell = await caches.open(SHELL_CACHE);
  await shell.addAll(SHELL.map((url) => new Request(url, { cache: 'reload' })));
  const index = await shell.match('/', MATCH);
  const html = index ? await index.text() : '';
  const entry = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
  await (await caches.open(ASSET_CACHE)).addAll(entry);
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith('hrms-') && name !== SHELL_CACHE && name !== ASSET_CACHE)
          .map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate') event.respondWith(page(event, url));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(hashedFile(event));
  else if (SHELL.includes(url.pathname)) event.respondWith(shellFile(request));
});

/** Network first; the shell (index.html) it answers is kept, and stands in for any page while offline. */
async function page(event, url) {
  try {
    const response = await fetch(event.request);
    // Only the client's routes answer index.html; a file opened in the tab (offline.html) is not the shell.
    const isRoute = !/\.[a-z0-9]+$/i.test(url.pathname);
    if (isRoute && response.ok && !response.redirected) {
      const copy = response.clone();
      event.waitUntil(caches.open(SHELL_CACHE).then((cache) => cache.put('/', copy)));
    }
    return response;
  } catch {
    const cached =
      (await caches.match('/', { ...MATCH, cacheName: SHELL_CACHE })) ??
      (await caches.match('/offline.html', MATCH));
    return cached ?? Response.error();
  }
}

/** Cache first: a hashed file's content never changes under its name. */
async function hashedFile(event) {
  const cache = await caches.open(ASSET_CACHE);
  const hit = await cache.match(event.request, MATCH);
  if (hit) return hit;
  const response = await fetch(event.request);
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(cache.put(event.request, copy).then(() => trim(cache)));
  }
  return response;
}

/** Network first, the installed copy while offline. */
async function shellFile(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(request, MATCH)) ?? Response.error();
  }
}

async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}
