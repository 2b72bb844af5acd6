import { clearStoredSession, readToken } from './authStorage';
import { filenameFromContentDisposition } from './download';

/** The error every failed call throws: the HTTP status, the server's `message` (or a fallback) and field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors?: Record<string, string[]>;
  readonly requestId?: string;

  constructor(status: number, message: string, errors?: Record<string, string[]>, requestId?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.requestId = requestId;
  }
}

/** The message to show for any thrown value: the server's message for an ApiError, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  return fallback;
}

type QueryValue = string | number | boolean | null | undefined;

export type RequestOptions = {
  /** Query-string parameters; null, undefined and '' are left out. */
  query?: Record<string, QueryValue>;
  /** Message used when the server's answer carries none (spec: "the server's message, otherwise ..."). */
  fallbackMessage?: string;
  signal?: AbortSignal;
  /** Send without the bearer token (sign-in). */
  anonymous?: boolean;
  /** How to read a successful body; JSON by default. */
  responseType?: 'json' | 'blob' | 'text';
  headers?: Record<string, string>;
};

const API_BASE = '/api';

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/**
 * The session provider registers what a 401 on an authenticated call does (clear the in-memory
 * session and the query cache; the route guard then shows /login). Returns an unregister function.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

function handleUnauthorized(): void {
  clearStoredSession();
  if (unauthorizedHandler) unauthorizedHandler();
  else if (window.location.pathname !== '/login') window.location.assign('/login');
}

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 204) return undefined;
  if (type.includes('application/json')) {
    try {
      return await response.json();
    } catch {
      return undefined;
    }
  }
  try {
    return await response.text();
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toApiError(status: number, body: unknown, fallback?: string): ApiError {
  const record = isRecord(body) ? body : {};
  const message =
    typeof record.message === 'string' && record.message.trim() !== ''
      ? record.message
      : (fallback ?? `Request failed with status ${status}`);
  const errors = isRecord(record.errors) ? (record.errors as Record<string, string[]>) : undefined;
  const requestId = typeof record.request_id === 'string' ? record.request_id : undefined;
  return new ApiError(status, message, errors, requestId);
}

/** Sends the request; a failure (network or non-2xx) is thrown as an ApiError, a 401 signs out. */
async function send(method: string, path: string, body: unknown, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.anonymous ? null : readToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(
      0,
      options.fallbackMessage ?? 'Could not reach the server. Check your connection and try again.',
    );
  }

  if (!response.ok) {
    const errorBody = await readBody(response);
    if (response.status === 401 && token) handleUnauthorized();
    throw toApiError(response.status, errorBody, options.fallbackMessage);
  }
  return response;
}

async function request<T>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const response = await send(method, path, body, options);
  if (options.responseType === 'blob') return (await response.blob()) as T;
  if (options.responseType === 'text') return (await response.text()) as T;
  return (await readBody(response)) as T;
}

/** A file the server sent: its body and the name its content-disposition header gives (null if none). */
export type DownloadedFile = { blob: Blob; filename: string | null };

/** JSON client for the server's /api; paths are given without the /api prefix: `api.get('/me')`. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('POST', path, body, options),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    request<T>('PATCH', path, body, options),
  /** A DELETE; `body` for the few that need proof in it (turning two-factor off asks for a code). */
  delete: <T>(path: string, options?: RequestOptions, body?: unknown) =>
    request<T>('DELETE', path, body, options),
  /** GETs a file (a CSV export): the body as a Blob, with the file name the server chose. */
  download: async (path: string, options: RequestOptions = {}): Promise<DownloadedFile> => {
    const response = await send('GET', path, undefined, options);
    return {
      blob: await response.blob(),
      filename: filenameFromContentDisposition(response.headers.get('content-disposition')),
    };
  },
};
