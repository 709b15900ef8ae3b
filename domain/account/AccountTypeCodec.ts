import * as t from 'io-ts';
import { ACCOUNT_TYPES, type AccountType } from './AccountType';

/** SPEC §5 "account type eoa or smartAccount", as the embedded wallet's messages and storage check it. */
export const AccountTypeCodec = t.keyof(
  Object.fromEntries(ACCOUNT_TYPES.map((type) => [type, null])) as Record<AccountType, null>,
  'AccountType',
);

/** SPEC §4: setting the preferred account type falls back to this one when it fails. */
export const FALLBACK_ACCOUNT_TYPE: AccountType = 'eoa';
