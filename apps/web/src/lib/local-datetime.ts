/**
 * `<input type="datetime-local">` speaks "YYYY-MM-DDTHH:mm" in the viewer's time zone with no offset, the server
 * speaks ISO 8601 with an offset. These convert between the two. The zone is a function giving the offset in
 * minutes (as Date#getTimezoneOffset: UTC − local) at an instant, so tests can pin it and DST is handled by
 * asking at the instant itself.
 */
export type OffsetAt = (epochMs: number) => number;

const browserOffset: OffsetAt = (epochMs) => new Date(epochMs).getTimezoneOffset();

const pad = (n: number) => String(n).padStart(2, '0');

/** The input's value for an ISO timestamp; '' for none or an unreadable one (the field then shows empty). */
export function isoToLocalInput(iso: string | null | undefined, offsetAt: OffsetAt = browserOffset): string {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  if (!Number.isFinite(ms)) return '';
  const local = new Date(ms - offsetAt(ms) * 60_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}T${pad(
    local.getUTCHours(),
  )}:${pad(local.getUTCMinutes())}`;
}

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?$/;

/**
 * The ISO timestamp (UTC, "Z") for an input value; null for an empty field; undefined for a value that is not a
 * date-time (a wrong shape, or a part out of range such as month 13). The offset is read at the resulting instant, so a time just after a DST change gets the new offset.
 */
export function localInputToIso(value: string, offsetAt: OffsetAt = browserOffset): string | null | undefined {
  if (value.trim() === '') return null;
  const match = LOCAL_INPUT.exec(value.trim());
  if (!match) return undefined;
  const part = (index: number) => Number(match[index] ?? 0);
  const millis = Number((match[7] ?? '').padEnd(3, '0'));
  const asUtc = Date.UTC(part(1), part(2) - 1, part(3), part(4), part(5), part(6), millis);
  // Date.UTC rolls a 13th month or a 99th minute over into the next unit; such a value is no date-time.
  const read = new Date(asUtc);
  if (read.getUTCMonth() !== part(2) - 1 || read.getUTCDate() !== part(3) || read.getUTCHours() !== part(4)) {
    return undefined;
  }
  if (read.getUTCMinutes() !== part(5) || read.getUTCSeconds() !== part(6)) return undefined;
  // First guess with the offset at the wall-clock time read as UTC, then correct with the offset at the guess.
  const guess = asUtc + offsetAt(asUtc) * 60_000;
  const instant = asUtc + offsetAt(guess) * 60_000;
  return new Date(instant).toISOString();
}
