import { type DevTokenKey } from './devAssets';

/** Accounts are indexes into the dev mnemonic's accounts; amounts are decimal strings in whole units. */
export type SeedStep =
  | { readonly kind: 'mintToken'; readonly token: DevTokenKey; readonly to: number; readonly amount: string }
  | {
      readonly kind: 'transferToken';
      readonly token: DevTokenKey;
      readonly from: number;
      readonly to: number;
      readonly amount: string;
    }
  | { readonly kind: 'sendNative'; readonly from: number; readonly to: number; readonly ether: string }
  /** Collectible ids are given in mint order from 1. */
  | { readonly kind: 'mintCollectible'; readonly to: number }
  | {
      readonly kind: 'transferCollectible';
      readonly tokenId: number;
      readonly from: number;
      readonly to: number;
    }
  /** One transaction minting a spam NFT to each recipient. */
  | { readonly kind: 'airdropSpam'; readonly to: readonly number[] };

/**
 * The activity seeded on every dev chain after deployment, in order. Accounts 0 and 1 trade with
 * each other in every asset, both ways; account 0 ends up in 31 transactions (26 it sends or
 * receives directly, plus token, NFT and spam transfers made by others), so a history page size of
 * 10 gives more than two pages.
 *
 * Resulting holdings of account 0 / account 1:
 * - DDAI 9824.75 / 5175.25, DUSDC 2421.75 / 1078.25, DPTS 880 / 520;
 * - collectibles #1, #2, #5 / #3, #4; one spam NFT each (#1 / #2).
 */
export const SEED_PLAN: readonly SeedStep[] = [
  { kind: 'mintToken', token: 'dai', to: 0, amount: '10000' },
  { kind: 'mintToken', token: 'dai', to: 1, amount: '5000' },
  { kind: 'mintToken', token: 'usdc', to: 0, amount: '2500' },
  { kind: 'mintToken', token: 'usdc', to: 1, amount: '1000' },
  { kind: 'mintToken', token: 'points', to: 0, amount: '1000' },
  { kind: 'mintToken', token: 'points', to: 1, amount: '400' },
  { kind: 'mintCollectible', to: 0 },
  { kind: 'mintCollectible', to: 0 },
  { kind: 'mintCollectible', to: 0 },
  { kind: 'mintCollectible', to: 1 },
  { kind: 'mintCollectible', to: 1 },
  { kind: 'sendNative', from: 0, to: 1, ether: '1.5' },
  { kind: 'transferToken', token: 'dai', from: 0, to: 1, amount: '250.5' },
  { kind: 'sendNative', from: 1, to: 0, ether: '0.75' },
  { kind: 'transferToken', token: 'usdc', from: 0, to: 1, amount: '120.75' },
  { kind: 'airdropSpam', to: [0, 1] },
  { kind: 'transferCollectible', tokenId: 3, from: 0, to: 1 },
  { kind: 'transferToken', token: 'points', from: 0, to: 1, amount: '150' },
  { kind: 'sendNative', from: 0, to: 1, ether: '0.25' },
  { kind: 'transferToken', token: 'dai', from: 1, to: 0, amount: '75.25' },
  { kind: 'sendNative', from: 1, to: 0, ether: '0.1' },
  { kind: 'transferToken', token: 'usdc', from: 1, to: 0, amount: '42.5' },
  { kind: 'transferCollectible', tokenId: 5, from: 1, to: 0 },
  { kind: 'sendNative', from: 0, to: 1, ether: '2' },
  { kind: 'transferToken', token: 'points', from: 1, to: 0, amount: '30' },
  { kind: 'sendNative', from: 1, to: 0, ether: '3' },
];
