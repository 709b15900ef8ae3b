import { badRequest } from '../http/ApiError';

/** The zone names are registered under; the product asks for suggestions in it (REFERENCE §3a). */
export const NAME_ZONE = 'reown.id';

/** SPEC §5: letters, digits and hyphens, at least 4 characters (the label, before the zone). */
const LABEL_RULE = /^[a-zA-Z0-9-]{4,}$/;

/**
 * A name as the registry keys it: `<label>.<zone>`, lower case, as name services compare names.
 * A bare label gets the zone; a name in another zone, or a label breaking the SPEC §5 rule, is a 400.
 */
export function qualifyName(text: string, zone: string = NAME_ZONE): string {
  const lower = text.trim().toLowerCase();
  const suffix = `.${zone}`;
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower;
  if (label.includes('.')) {
    throw badRequest('invalid_name', `Name ${text} is not in the ${zone} zone`);
  }
  if (!LABEL_RULE.test(label)) {
    throw badRequest('invalid_name', `Name ${text} must be at least 4 letters, digits or hyphens`);
  }
  return `${label}${suffix}`;
}

/** The zone a suggestions call asks about; only the one zone the registry serves exists. */
export function requireZone(zone: string | undefined): string {
  if (zone === undefined || zone === NAME_ZONE) return NAME_ZONE;
  throw badRequest('invalid_zone', `Zone ${zone} is not served; use ${NAME_ZONE}`);
}
