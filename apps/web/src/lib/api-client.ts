import {
  API_PREFIX,
  CSRF_HEADER,
  messageOf,
  type ApiPage,
  type ApiResponse,
  type ApiSuccess,
  type MessageRef,
} from '@nyaya/shared';
import { ApiError } from './api-error';
import { csrfToken } from './csrf';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Options = { headers?: Record<string, string> };

async function send(
  method: Method,
  url: string,
  body: unknown,
  options: Options,
  refreshCsrf: boolean,
): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET') headers[CSRF_HEADER] = await csrfToken(refreshCsrf);
  return fetch(`${API_PREFIX}${url}`, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function readBody<T>(response: Response): Promise<ApiResponse<T> | undefined> {
  try {
    return (await response.json()) as ApiResponse<T>;
  } catch {
    return undefined;
  }
}

/** One call to the API: JSON in, the whole success answer out, or an ApiError with the server's message. */
async function call<T>(
  method: Method,
  url: string,
  body?: unknown,
  options: Options = {},
): Promise<ApiSuccess<T>> {
  let response: Response;
  try {
    response = await send(method, url, body, options, false);
    // A stale CSRF cookie (e.g. after the server rotated it) gets one fresh try.
    if (response.status === 403 && method !== 'GET') {
      const failure = await readBody<T>(response.clone());
      if (failure?.code === 'csrfMissing') response = await send(method, url, body, options, true);
    }
  } catch {
    throw new ApiError(0, messageOf('somethingWentWrong'));
  }
  const payload = await readBody<T>(response);
  if (!payload) throw new ApiError(response.status, messageOf('somethingWentWrong'));
  if (!response.ok || !payload.status) {
    throw new ApiError(response.status, payload.status ? messageOf('somethingWentWrong') : payload);
  }
  return payload;
}

/** A change's result and the server's message about it, when it sent one (shown to the user as a toast). */
type Sent<T> = { data: T; message?: MessageRef };

async function sendChange<T>(
  method: Method,
  url: string,
  body?: unknown,
  options?: Options,
): Promise<Sent<T>> {
  const payload = await call<T>(method, url, body ?? {}, options);
  return { data: payload.data, message: payload.code && { code: payload.code, values: payload.values } };
}

export const api = {
  get: async <T>(url: string) => (await call<T>('GET', url)).data,
  post: async <T>(url: string, body?: unknown) => (await call<T>('POST', url, body ?? {})).data,
  put: async <T>(url: string, body?: unknown) => (await call<T>('PUT', url, body ?? {})).data,
  patch: async <T>(url: string, body?: unknown) => (await call<T>('PATCH', url, body ?? {})).data,
  delete: async <T>(url: string) => (await call<T>('DELETE', url)).data,
  /** A paginated list: its rows with totalPages, page and total. */
  page: <T>(url: string) => call<T[]>('GET', url) as Promise<ApiPage<T>>,
  send: sendChange,
};
