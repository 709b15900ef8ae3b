import * as t from 'io-ts';
import { Count } from '../../domain/decoding/Count';
import { siftedList } from '../../domain/decoding/siftedList';
import { WalletCodec } from '../../domain/wallet/Wallet';

/**
 * REFERENCE §3c `GET /getWallets` answer: one page of wallets and the count of all matches. Each
 * wallet is decoded on its own, so one malformed record does not empty the page.
 */
export const WalletPageCodec = t.readonly(
  t.type({ data: siftedList(WalletCodec), count: Count }),
  'WalletPage',
);
