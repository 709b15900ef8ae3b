import { type Address, type Hash, parseAbi } from 'viem';
import { devChainClients } from '../../chain/devChainClients';
import { DEPLOYER_ACCOUNT } from '../../chain/deployDevContracts';
import { type CheckoutPurchase } from './checkoutPurchase';

/**
 * The dev account that pays out ether bought at the checkout. No seeded history, test or wallet
 * uses account 4, so deliveries change no balance or history anything else counts on.
 */
export const CHECKOUT_TREASURY_ACCOUNT = 4;

/** The dev tokens are `Ownable`; their owner, the deployer, mints what a buyer paid for. */
const DEV_TOKEN_MINT_ABI = parseAbi(['function mint(address to, uint256 amount)']);

/** A delivery mined on the order's chain. */
export interface Delivery {
  readonly hash: Hash;
  readonly chainId: number;
  readonly recipient: Address;
  /** What was delivered, as the quote shows it (`"0.0123 ETH"`). */
  readonly amount: string;
  readonly currency: string;
}

/**
 * Moves the purchased amount to the buyer on the dev chain and waits until it is mined: ether by
 * a transfer from the treasury account, an ERC-20 by the token owner's `mint`. A delivery that
 * reverts is an error, never a confirmation.
 */
export async function deliverPurchase(purchase: CheckoutPurchase): Promise<Delivery> {
  const chain = purchase.entry.chain;
  const isNative = purchase.purchase.kind === 'native';
  const { publicClient, walletClient } = devChainClients(
    chain,
    isNative ? CHECKOUT_TREASURY_ACCOUNT : DEPLOYER_ACCOUNT,
  );
  const hash = isNative
    ? await walletClient.sendTransaction({ to: purchase.recipient, value: purchase.purchaseBaseUnits })
    : await walletClient.writeContract({
        address: purchase.purchase.address,
        abi: DEV_TOKEN_MINT_ABI,
        functionName: 'mint',
        args: [purchase.recipient, purchase.purchaseBaseUnits],
      });
  const receipt = await publicClient.waitForTransactionReceipt({ hash });
  if (receipt.status !== 'success') {
    throw new Error(`Delivery ${hash} on chain ${chain.chainId} reverted`);
  }
  return {
    hash,
    chainId: chain.chainId,
    recipient: purchase.recipient,
    amount: purchase.quote.purchaseAmount.amount,
    currency: purchase.quote.purchaseAmount.currency,
  };
}
