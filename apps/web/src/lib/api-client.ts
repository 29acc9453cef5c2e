import { API_PREFIX, CSRF_HEADER, MESSAGES, type ApiResponse } from '@nyaya/shared';
import { ApiError } from './api-error';
import { csrfToken } from './csrf';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(method: Method, url: string, body: unknown, refreshCsrf: boolean): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
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

/** One call to the API: JSON in, the unwrapped `data` out, or an ApiError with the server's message. */
async function request<T>(method: Method, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await send(method, url, body, false);
    // A stale CSRF cookie (e.g. after the server rotated it) gets one fresh try.
    if (response.status === 403 && method !== 'GET') {
      const failure = await readBody<T>(response.clone());
      if (failure?.message === MESSAGES.csrfMissing) response = await send(method, url, body, true);
    }
  } catch {
    throw new ApiError(0, MESSAGES.somethingWentWrong);
  }
  const payload = await readBody<T>(response);
  if (!payload) throw new ApiError(response.status, MESSAGES.somethingWentWrong);
  if (!response.ok || !payload.status) {
    const failure = payload.status ? undefined : payload;
    throw new ApiError(response.status, failure?.message ?? MESSAGES.somethingWentWrong, failure?.field);
  }
  return payload.data;
}

export const api = {
  get: <T>(url: string) => request<T>('GET', url),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body ?? {}),
  patch: <T>(url: string, body?: unknown) => request<T>('PATCH', url, body ?? {}),
  delete: <T>(url: string) => request<T>('DELETE', url),
};
