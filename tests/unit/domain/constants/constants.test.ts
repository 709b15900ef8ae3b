import {
  CARD_PAY_CHAINS,
  CARD_PAY_FALLBACK_CHAIN,
  DEFAULT_THEME_MODE,
  EMBEDDED_WALLET,
  FEATURE_NAMESPACES,
  MODAL_WIDTH_PX,
  NATIVE_TOKEN_ADDRESSES,
  RECENT_WALLETS_KEPT,
  RPC_BATCH_SIZE,
  SDK_VERSION,
  SWAP_SLIPPAGE_TOLERANCE,
  SWAP_SUPPORTED_CHAIN_IDS,
} from '../../../../domain/constants/limits';
import { CACHE_LIFETIME_MS, TIMING_MS } from '../../../../domain/constants/timing';
import { DISPLAY_DECIMALS } from '../../../../domain/format/DisplayPrecision';

describe('SPEC §9 business constants', () => {
  it('SPEC §9 cache lifetimes: balance 30 s, native balance 30 s, ens 5 min, identity 5 min', () => {
    expect(CACHE_LIFETIME_MS).toEqual({
      balance: 30_000,
      nativeBalance: 30_000,
      ens: 300_000,
      identity: 300_000,
    });
  });

  it('SPEC §9 timings: pairing 4 min with a 10 s margin, balance retry 30 s, shake 500 ms, snackbar swap 150 ms, image race 2 s, back cleanup 100 ms', () => {
    expect(TIMING_MS.pairingLifetime).toBe(240_000);
    expect(TIMING_MS.pairingExpiryMargin).toBe(10_000);
    expect(TIMING_MS.balanceRetryGap).toBe(30_000);
    expect(TIMING_MS.shake).toBe(500);
    expect(TIMING_MS.snackbarSwap).toBe(150);
    expect(TIMING_MS.imagePreloadRace).toBe(2_000);
    expect(TIMING_MS.backNavigationCleanup).toBe(100);
  });

  it('SPEC §9 RPC defaults: timeout 10 s, batch size 1000, fallback polling 4 s', () => {
    expect(TIMING_MS.rpcTimeout).toBe(10_000);
    expect(RPC_BATCH_SIZE).toBe(1000);
    expect(TIMING_MS.rpcFallbackPolling).toBe(4_000);
  });

  it('SPEC §9 embedded wallet: resend cooldown 30 s, load timeout 20 s, request timeout 30 s, 500 ms after ready, log level error, sdk version 4, chain eip155:1', () => {
    expect(TIMING_MS.emailCodeResendCooldown).toBe(30_000);
    expect(TIMING_MS.embeddedFrameLoadTimeout).toBe(20_000);
    expect(TIMING_MS.embeddedRequestTimeout).toBe(30_000);
    expect(TIMING_MS.embeddedReadyDelay).toBe(500);
    expect(EMBEDDED_WALLET).toEqual({
      secureSdkVersion: 4,
      defaultChainId: 1,
      defaultCaipNetworkId: 'eip155:1',
      defaultLogLevel: 'error',
    });
  });

  it('SPEC §9 recent wallets kept: 2; swap slippage 1; modal width 360 px; default theme dark; SDK version 1.7.4', () => {
    expect(RECENT_WALLETS_KEPT).toBe(2);
    expect(SWAP_SLIPPAGE_TOLERANCE).toBe(1);
    expect(MODAL_WIDTH_PX).toBe(360);
    expect(DEFAULT_THEME_MODE).toBe('dark');
    expect(SDK_VERSION).toBe('1.7.4');
  });

  it('SPEC §9 swap networks are exactly the twelve eip155 ids', () => {
    expect(SWAP_SUPPORTED_CHAIN_IDS).toEqual([
      1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
    ]);
  });

  it('SPEC §9 namespaces: names eip155 only; balance, send and onramp eip155 and solana; activity eip155', () => {
    expect(FEATURE_NAMESPACES).toEqual({
      names: ['eip155'],
      balance: ['eip155', 'solana'],
      send: ['eip155', 'solana'],
      onramp: ['eip155', 'solana'],
      activity: ['eip155'],
    });
  });

  it('SPEC §9 card-pay chains with the ethereum fallback', () => {
    expect(CARD_PAY_CHAINS).toEqual([
      'ethereum',
      'arbitrum',
      'polygon',
      'berachain',
      'avalanche-c-chain',
      'optimism',
      'celo',
      'base',
    ]);
    expect(CARD_PAY_FALLBACK_CHAIN).toBe('ethereum');
  });

  it('SPEC §9 native token addresses: eip155 0xeee..., solana So111..., others 0x', () => {
    expect(NATIVE_TOKEN_ADDRESSES.eip155).toMatch(/^0xe{40}$/);
    expect(NATIVE_TOKEN_ADDRESSES.solana).toMatch(/^So1{41}$/);
    expect(NATIVE_TOKEN_ADDRESSES.bip122).toBe('0x');
    expect(NATIVE_TOKEN_ADDRESSES.polkadot).toBe('0x');
  });

  it('SPEC §9 display: balances 3 decimals, USD 2, transaction quantities 3', () => {
    expect(DISPLAY_DECIMALS).toEqual({ balance: 3, usd: 2, transactionQuantity: 3 });
  });
});
