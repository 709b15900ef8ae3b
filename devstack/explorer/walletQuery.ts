/**
 * The `GET /getWallets` query of REFERENCE §3c, read from the URL and checked. Lists are
 * comma-joined in the URL; empty items are dropped, so `include=` means "no include filter".
 */
export interface ExplorerWalletQuery {
  /** 1-based. */
  readonly page: number;
  readonly entries: number;
  /** Matched case-insensitively against any part of a wallet's name. */
  readonly search: string | undefined;
  /** `certified` keeps certified wallets only; `none` (or no value) applies no badge filter. */
  readonly certifiedOnly: boolean;
  readonly include: readonly string[];
  readonly exclude: readonly string[];
  /** CAIP-2 ids; a wallet matches when it supports any of them. */
  readonly chains: readonly string[];
  /** Installed-connector lookup: a wallet matches when its rdns or its name is listed. */
  readonly rdns: readonly string[];
  readonly names: readonly string[];
  /** `include_pay_only=true` keeps wallets that support WalletConnect Pay. */
  readonly payOnly: boolean;
  /** `sort=wcpay` ranks WalletConnect Pay wallets first; `default` keeps the explorer's order. */
  readonly sort: 'default' | 'wcpay';
}

export type WalletQueryReading =
  | { readonly ok: true; readonly query: ExplorerWalletQuery }
  | { readonly ok: false; readonly message: string };

export const DEFAULT_PAGE = 1;
export const DEFAULT_ENTRIES = 40;
/** The largest page the explorer serves; the product asks for at most 100 (a search). */
export const MAX_ENTRIES = 100;

class InvalidQueryError extends Error {}

function commaList(params: URLSearchParams, name: string): readonly string[] {
  return (params.get(name) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

function wholeNumber(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new InvalidQueryError(
      `${name} must be a whole number from 1${max === Number.MAX_SAFE_INTEGER ? '' : ` to ${max}`}, got "${raw}"`,
    );
  }
  return value;
}

function oneOf<const T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const raw = params.get(name);
  if (raw === null || raw === '') return undefined;
  const found = allowed.find((value) => value === raw);
  if (found === undefined) {
    throw new InvalidQueryError(`${name} must be one of ${allowed.join(', ')}, got "${raw}"`);
  }
  return found;
}

export function readWalletQuery(params: URLSearchParams): WalletQueryReading {
  try {
    const search = params.get('search')?.trim();
    return {
      ok: true,
      query: {
        page: wholeNumber(params, 'page', DEFAULT_PAGE, Number.MAX_SAFE_INTEGER),
        entries: wholeNumber(params, 'entries', DEFAULT_ENTRIES, MAX_ENTRIES),
        search: search === undefined || search === '' ? undefined : search,
        certifiedOnly: oneOf(params, 'badge_type', ['certified', 'none']) === 'certified',
        include: commaList(params, 'include'),
        exclude: commaList(params, 'exclude'),
        chains: commaList(params, 'chains'),
        rdns: commaList(params, 'rdns'),
        names: commaList(params, 'names'),
        payOnly: oneOf(params, 'include_pay_only', ['true', 'false']) === 'true',
        sort: oneOf(params, 'sort', ['default', 'wcpay']) ?? 'default',
      },
    };
  } catch (error) {
    if (error instanceof InvalidQueryError) return { ok: false, message: error.message };
    throw error;
  }
}
