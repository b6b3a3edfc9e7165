/** How the payment screen shows times and amounts. */
import dayjs from 'dayjs';
import { formatMoneyGrouped } from '@portal/domain/money';

/** "05 Nov 2025, 11:30" in the admin's own time zone. */
export function formatDateTime(iso: string | null): string {
  return iso ? dayjs(iso).format('DD MMM YYYY, HH:mm') : '—';
}

export function formatAmount(minor: number | null, currency: string): string {
  return minor === null ? '—' : formatMoneyGrouped(minor, currency);
}
