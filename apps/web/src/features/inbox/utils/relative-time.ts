import { i18n } from '@/lib/i18n/i18n';

const pad = (value: number) => String(value).padStart(2, '0');

/** "방금 전", "5분 전", "3시간 전", "2일 전" (in the shown language), then the date; the inbox's times. */
export function formatRelativeTime(value: string, now: number = Date.now()): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  const minutes = Math.floor((now - time) / 60_000);
  if (minutes < 1) return i18n.t('inbox:relativeTime.justNow');
  if (minutes < 60) return i18n.t('inbox:relativeTime.minutesAgo', { count: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n.t('inbox:relativeTime.hoursAgo', { count: hours });
  const days = Math.floor(hours / 24);
  if (days < 7) return i18n.t('inbox:relativeTime.daysAgo', { count: days });
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
