import * as t from 'io-ts';
import { WalletCodec } from '../../domain/wallet/Wallet';

/** REFERENCE §3c `GET /getWallets` answer: one page of wallets and the count of all matches. */
export const WalletPageCodec = t.readonly(
  t.type({ data: t.readonlyArray(WalletCodec), count: t.number }),
  'WalletPage',
);
