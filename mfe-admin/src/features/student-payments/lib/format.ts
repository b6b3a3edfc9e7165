/** How the payment screen shows times and amounts. */
import { formatDateTime as formatIndiaDateTime } from '@portal/shared-ui/lib/format';
import { formatMoneyGrouped } from '@portal/domain/money';

/** "5 Nov 2025, 11:30 IST" in India time (the one formatter), or "—". */
export function formatDateTime(iso: string | null): string {
  return iso ? formatIndiaDateTime(iso) : '—';
}

export function formatAmount(minor: number | null, currency: string): string {
  return minor === null ? '—' : formatMoneyGrouped(minor, currency);
}
