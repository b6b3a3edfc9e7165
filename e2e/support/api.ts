// Calls to the real API for the support helpers and tests; a refusal fails the test with the API's answer.
import type { SeatTotals } from '../../domain/src/specialization';
import type { SpecializationCapacity } from '../../domain/src/constants';
import { API_URL } from './stack-env';

/** A call as `token` (null: signed out). */
export async function apiAs<T>(token: string | null, path: string, init: RequestInit = {}): Promise<T> {
  const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const res = await fetch(`${API_URL}${path}`, { ...init, headers: { ...auth, ...(init.headers ?? {}) } });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

/** A JSON body sent as `token` (null: signed out), POST unless told, with any further headers. */
export const sendAs = <T = unknown>(
  token: string | null,
  path: string,
  body: unknown,
  method = 'POST',
  headers: Record<string, string> = {},
) => apiAs<T>(token, path, { method, headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });

/** The live seat counts of the landing page (GET /public/seats). */
export const publicSeats = () => apiAs<{ specializations: SpecializationCapacity[]; totals: SeatTotals }>(null, '/public/seats');
