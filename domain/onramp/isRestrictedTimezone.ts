/**
 * SPEC §9: the time zones of mainland China, where buying crypto is not offered. `PRC` is the
 * IANA alias of `Asia/Shanghai` that some systems still report.
 */
export const RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
] as const;

/**
 * Whether the visitor's time zone (the IANA name the runtime reports, passed in so this stays pure)
 * is in mainland China. IANA names are compared without regard to case, as the database does.
 * An unknown zone is not restricted.
 */
export function isRestrictedTimezone(timeZone: string | undefined): boolean {
  if (timeZone === undefined) return false;
  const wanted = timeZone.trim().toLowerCase();
  return RESTRICTED_TIMEZONES.some((zone) => zone.toLowerCase() === wanted);
}
