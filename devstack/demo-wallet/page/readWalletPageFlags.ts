import { VISITOR_ACCOUNT_COUNT } from '../../config';

/** `?auto=`: answer every proposal and request without a click, for quick manual runs. */
export type AutoAnswer = 'approve' | 'reject';

/** What the page's query asks for (README "Query flags"). */
export interface WalletPageFlags {
  /** The index of the DEV_MNEMONIC account the wallet holds (`?account=N`, 0 by default). */
  readonly account: number;
  /** A `wc:` URI to pair with on load (`?uri=`, also how `/wc?uri=` deep and universal links arrive). */
  readonly uri: string | undefined;
  readonly auto: AutoAnswer | undefined;
}

export type FlagsReading =
  { readonly ok: true; readonly flags: WalletPageFlags } | { readonly ok: false; readonly message: string };

/** Reads the page's query; a flag it cannot honour is an error the page shows, never a silent default. */
export function readWalletPageFlags(search: string): FlagsReading {
  const query = new URLSearchParams(search);
  const accountText = query.get('account') ?? '0';
  const account = /^\d+$/.test(accountText) ? Number(accountText) : Number.NaN;
  if (!(account < VISITOR_ACCOUNT_COUNT)) {
    return { ok: false, message: `?account must be a whole number from 0 to ${VISITOR_ACCOUNT_COUNT - 1}` };
  }
  const auto = query.get('auto') ?? undefined;
  if (auto !== undefined && auto !== 'approve' && auto !== 'reject') {
    return { ok: false, message: '?auto must be approve or reject' };
  }
  const uri = query.get('uri') ?? '';
  return { ok: true, flags: { account, uri: uri === '' ? undefined : uri, auto } };
}
