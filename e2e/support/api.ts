// One authenticated call to the real API for the support helpers; a refusal fails the test with the API's answer.
import { API_URL } from './stack-env';

export async function apiAs<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${API_URL}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A JSON POST as `token`. */
export const postAs = <T = unknown>(token: string, path: string, body: unknown) =>
  apiAs<T>(token, path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
