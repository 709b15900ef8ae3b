import { type TransferSign } from '../../domain/transaction/transferSign';

/** One row of the Tokens tab, every amount already written for display (SPEC §9). */
export interface TokenRow {
  /** Unique in the list: the token's network and address (or `native`). */
  readonly id: string;
  readonly symbol: string;
  readonly name: string;
  readonly iconUrl: string;
  /** The amount held, floored to 3 decimals. */
  readonly quantity: string;
  /** Its USD worth, 2 decimals, e.g. `$1,234.50`. */
  readonly value: string;
}

/** One row of the Activity tab, ready to render (SPEC §9 signs and quantities). */
export interface ActivityRow {
  readonly id: string;
  /** What the transaction did, as the history names it (`send`, `receive`, `trade`…). */
  readonly title: string;
  readonly sign: TransferSign;
  /** The amount moved, fixed to 3 decimals (a count for NFTs); absent when nothing moved. */
  readonly quantity: string | undefined;
  /** The token's symbol, or the NFT's name; absent when nothing moved. */
  readonly symbol: string | undefined;
  /** When it was mined, ISO-8601. */
  readonly minedAt: string;
  /** `confirmed`, `failed` or `pending`. */
  readonly status: string;
  readonly iconUrl: string | undefined;
}

/** One tile of the NFTs tab. */
export interface NftRow {
  readonly id: string;
  readonly name: string;
  readonly imageUrl: string;
}
