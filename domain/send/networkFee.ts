import { formatUnitsString } from '../format/formatUnitsString';

/** What a chain says a transaction will cost: its gas and the most it may pay per unit of gas. */
export interface SendFeeEstimate {
  readonly gas: bigint;
  /** Per gas, in the native token's base units (the EIP-1559 max fee, or the legacy gas price). */
  readonly feePerGas: bigint;
}

/** The fee in the native token's base units: the most the visitor can be charged for the send. */
export function networkFee(estimate: SendFeeEstimate): bigint {
  return estimate.gas * estimate.feePerGas;
}

/** Fee digits shown: enough for a gas fee on a cheap chain, few enough to read at a glance. */
const FEE_FRACTION_DIGITS = 6;

/**
 * The fee as the preview shows it, in whole native tokens. Unlike balances (floored, SPEC §9)
 * the fee is rounded up, so the visitor is never told it costs less than it may; a fee below the
 * smallest shown digit reads `<0.000001`.
 */
export function formatNetworkFee(fee: bigint, decimals: number): string {
  if (fee <= 0n) return '0';
  if (decimals <= FEE_FRACTION_DIGITS) return formatUnitsString(fee, decimals);
  const step = 10n ** BigInt(decimals - FEE_FRACTION_DIGITS);
  if (fee < step) return `<${formatUnitsString(1n, FEE_FRACTION_DIGITS)}`;
  const steps = (fee + step - 1n) / step;
  return formatUnitsString(steps, FEE_FRACTION_DIGITS);
}

/**
 * The most of the native token the visitor can send and still pay `fee`, as a decimal string of
 * whole tokens ("0" when the fee takes it all). For other tokens the whole balance can be sent.
 */
export function maxNativeAmount(balance: bigint, fee: bigint, decimals: number): string {
  return balance > fee ? formatUnitsString(balance - fee, decimals) : '0';
}
