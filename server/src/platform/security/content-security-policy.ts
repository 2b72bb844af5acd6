/**
 * The Content-Security-Policy of every answer (the built client and the API alike). Scripts load only from
 * our own origin, never inline or from an attribute, and nothing may frame the app. Styles keep
 * 'unsafe-inline': the client's libraries set inline styles (charts, positioned menus), which cannot run code.
 * The service worker (/sw.js) and the web app manifest, which make the client installable, are our own too.
 */
export const CSP_DIRECTIVES = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};
