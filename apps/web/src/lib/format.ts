/** Number and time formatting shared by the score, ladder and profile pages (the viewer's locale). */

const integer = new Intl.NumberFormat(undefined, { maximumFractionDigits: 0 });
const compact = new Intl.NumberFormat(undefined, { notation: 'compact', maximumFractionDigits: 1 });
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

export function formatNumber(value: number): string {
  return integer.format(value);
}

export function formatCompact(value: number): string {
  return compact.format(value);
}

/** docs/domain.md §2/§3: an EHP of 2147483647 means effectively unkillable and is shown as "inf". */
export const INFINITE_EHP = 2_147_483_647;

export function formatEhp(value: number): string {
  return value >= INFINITE_EHP ? 'inf' : formatNumber(value);
}

/** An ISO timestamp in the viewer's time zone, or '' when absent or unreadable. */
export function formatDateTime(iso: string | null | undefined): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isFinite(ms) ? dateTime.format(ms) : '';
}

export function formatTime(ms: number): string {
  return time.format(ms);
}

/** "3d 4h 5m" / "4h 5m" / "5m" for a duration in ms (never negative). */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days}d ${hours}h ${rest}m`;
  if (hours > 0) return `${hours}h ${rest}m`;
  return `${rest}m`;
}
