// A page standing on another day of the program calendar: its requests to the API carry
// x-program-today (honoured by the browser tests' stack). Only the API's: the front ends' servers
// would refuse the header in a cross-origin preflight (a remote that fails to load).
import type { Page } from '@playwright/test';
import { API_URL } from './stack-env';

/** The page's requests to the API stand on `day` (YYYY-MM-DD) from now on. */
export async function onProgramDay(page: Page, day: string): Promise<void> {
  const api = `${API_URL}/**`;
  await page.unroute(api);
  await page.route(api, (route) => route.continue({ headers: { ...route.request().headers(), 'x-program-today': day } }));
}
