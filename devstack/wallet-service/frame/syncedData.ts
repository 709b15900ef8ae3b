import { type SiteData } from '../protocol/serviceApi';
import { type FrameTheme } from './FramePorts';

type Fields = Readonly<Record<string, unknown>>;

const fieldsOf = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Fields) : undefined;

/** A colour the approval screen may take as its accent: hex, rgb()/hsl(), or a plain name. */
const COLOUR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\)|[a-z]{3,20})$/i;

/** A CSS colour expression (`color-mix(…)` included) that cannot leave its declaration. */
const COLOUR_EXPRESSION = /^[^;{}<>\\]{1,200}$/;

/**
 * SYNC_THEME: light or dark; the accent, as the site worked it out (`w3mThemeVariables`) or as
 * the host set it (`themeVariables`), when it is a colour; and the card's background the site
 * worked out, which the screen checks with `CSS.supports` before drawing with it.
 */
export function themeOf(payload: unknown, previous: FrameTheme): FrameTheme {
  const fields = fieldsOf(payload);
  const mode =
    fields?.themeMode === 'light' || fields?.themeMode === 'dark' ? fields.themeMode : previous.mode;
  const derived = fieldsOf(fields?.w3mThemeVariables);
  const accent = derived?.['--w3m-accent'] ?? fieldsOf(fields?.themeVariables)?.['--w3m-accent'];
  const background = derived?.['--w3m-background'];
  return {
    mode,
    accent: typeof accent === 'string' && COLOUR.test(accent.trim()) ? accent.trim() : previous.accent,
    background:
      typeof background === 'string' && COLOUR_EXPRESSION.test(background.trim())
        ? background.trim()
        : undefined,
  };
}

/** SYNC_DAPP_DATA: the site's name and address, as the approval screen names the site. */
export function siteOf(payload: unknown): SiteData | undefined {
  const metadata = fieldsOf(fieldsOf(payload)?.metadata);
  if (metadata === undefined) return undefined;
  const { name, url } = metadata;
  return {
    ...(typeof name === 'string' && name.trim() !== '' ? { name: name.trim().slice(0, 100) } : {}),
    ...(typeof url === 'string' && url.trim() !== '' ? { url: url.trim().slice(0, 300) } : {}),
  };
}
