import { type OnrampOptions } from '../../domain/onramp/OnrampOptions';
import { type TransactionHistoryPage } from '../../domain/transaction/Transaction';
import { type Identity } from '../ports/BlockchainApi';

/**
 * SPEC §7 "empty defaults": what a skipped or failed call answers, shaped like a real answer so
 * that views need no special case. A history page with `next: null` also ends paging (SPEC §8
 * "next is cleared on error").
 */
export const EMPTY_HISTORY_PAGE: TransactionHistoryPage = { data: [], next: null };

export const ANONYMOUS_IDENTITY: Identity = { name: null, avatar: null };

export const EMPTY_ONRAMP_OPTIONS: OnrampOptions = { paymentCurrencies: [], purchaseCurrencies: [] };
