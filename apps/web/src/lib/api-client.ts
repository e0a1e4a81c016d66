import type { RefreshResponse } from '@lathe/shared';
import { ApiError } from './api-error';
import { REFRESH_TOKEN_KEY, TOKEN_KEY, useAuthStore } from './auth-store';
import { filenameFromDisposition } from './content-disposition';

export const API_BASE = '/api';
export const SIGN_IN_PATH = '/auth/signin';
export const REQUEST_TIMEOUT_MS = 30_000;

/** Calls that must never start the refresh flow on a 401. */
const NO_REFRESH_PATHS = ['auth/login', 'auth/register', 'auth/refresh'];

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Overrides the stored access token for this call. */
  token?: string | null;
  /** The Accept header; JSON unless a call downloads a file. */
  accept?: string;
  /** A file sent as the raw body (a mill test certificate), its name URL-encoded in X-File-Name; instead of `body`. */
  file?: File;
}

const trimSlashes = (path: string) => path.replace(/^\/+/, '');

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_BASE}/${trimSlashes(path)}${qs ? `?${qs}` : ''}`;
}

const storedAccessToken = () => useAuthStore.getState().token ?? localStorage.getItem(TOKEN_KEY);
const storedRefreshToken = () => useAuthStore.getState().refreshToken ?? localStorage.getItem(REFRESH_TOKEN_KEY);

async function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.file) {
    headers['Content-Type'] = options.file.type;
    headers['X-File-Name'] = encodeURIComponent(options.file.name);
  }
  if (token) headers.Authorization = `Bearer ${token}`;
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, REQUEST_TIMEOUT_MS);
  const forwardAbort = () => controller.abort();
  options.signal?.addEventListener('abort', forwardAbort);
  try {
    return await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
      credentials: 'include',
      signal: controller.signal,
    });
  } catch (error) {
    if (timedOut) throw new ApiError('TIMEOUT_ERROR');
    if (options.signal?.aborted) throw error;
    throw new ApiError('FETCH_ERROR', { error: String(error) });
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', forwardAbort);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError('PARSING_ERROR', { status: response.status, data: text });
  }
}

async function toResult<T>(response: Response): Promise<T> {
  if (!response.ok) {
    let data: unknown;
    try {
      data = await readBody(response);
    } catch {
      data = undefined;
    }
    throw new ApiError(response.status, data);
  }
  return (await readBody(response)) as T;
}

let refreshInFlight: Promise<boolean> | null = null;

/**
 * Trades the stored refresh token for new tokens (spec §7). Concurrent callers share one call,
 * because refresh tokens rotate and a second use of the old one would revoke the session.
 */
export function refreshSession(): Promise<boolean> {
  refreshInFlight ??= doRefresh().finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

async function doRefresh(): Promise<boolean> {
  const refreshToken = storedRefreshToken();
  if (!refreshToken) return false;
  try {
    const response = await send('auth/refresh', { method: 'POST' }, refreshToken);
    if (!response.ok) throw new Error('Failed to refresh token');
    const data = (await readBody(response)) as Partial<RefreshResponse> | undefined;
    if (!data?.token || !data.user) throw new Error('Invalid token refresh response');
    if (!data.token.accessToken || !data.token.refreshToken) throw new Error('No access token in response');
    useAuthStore.getState().tokenReceived({ ...data.token, user: data.user });
    return true;
  } catch (error) {
    console.warn(error instanceof Error ? error.message : 'Failed to refresh token');
    return false;
  }
}

function endSession(): void {
  useAuthStore.getState().logout();
  window.location.assign(SIGN_IN_PATH);
}

/** Sends the request; a 401 triggers one refresh and one retry, a failed refresh ends the session. */
async function sendAuthorized(path: string, options: RequestOptions): Promise<Response> {
  const token = options.token === undefined ? storedAccessToken() : options.token;
  const response = await send(path, options, token);
  if (response.status !== 401 || NO_REFRESH_PATHS.includes(trimSlashes(path)) || options.token !== undefined) {
    return response;
  }
  // Another call may already have refreshed while this one was in flight: just retry with the new token.
  const current = storedAccessToken();
  const refreshed = current && current !== token ? true : await refreshSession();
  if (!refreshed) {
    endSession();
    return response;
  }
  return send(path, options, storedAccessToken());
}

/** The one way the app talks to the server. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return toResult<T>(await sendAuthorized(path, options));
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave in Content-Disposition, when it gave one. */
  filename: string | null;
}

/** A GET that answers a file (a CSV export): same auth and errors as `apiRequest`, the body as a Blob. */
export async function download(path: string, query?: Query, signal?: AbortSignal): Promise<DownloadedFile> {
  const response = await sendAuthorized(path, { query, signal, accept: 'text/csv, application/json' });
  if (!response.ok) await toResult(response);
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition')),
  };
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => apiRequest<T>(path, { query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PATCH', body }),
  delete: <T = void>(path: string) => apiRequest<T>(path, { method: 'DELETE' }),
  /** POSTs a file as the raw body. */
  upload: <T>(path: string, file: File) => apiRequest<T>(path, { method: 'POST', file }),
  download,
};
