import { type PrivateKeyAccount } from 'viem/accounts';
import { PROVIDER_ERRORS } from './ProviderRpcError';

/**
 * `eth_signTypedData_v4`'s typed data (a JSON string, as dapps send it, or an object) signed by
 * `account`; malformed typed data is an EIP-1193 invalid-params error. Shared by the devstack's
 * wallets: the injected test wallet and the WalletConnect demo wallet.
 */
export async function signTypedDataRequest(account: PrivateKeyAccount, raw: unknown): Promise<`0x${string}`> {
  let typedData: unknown;
  try {
    typedData = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    throw PROVIDER_ERRORS.invalidParams('typed data must be JSON');
  }
  if (typeof typedData !== 'object' || typedData === null) {
    throw PROVIDER_ERRORS.invalidParams('typed data must be an object');
  }
  const { domain, types, primaryType, message } = typedData as Record<string, unknown>;
  if (typeof types !== 'object' || types === null || typeof primaryType !== 'string') {
    throw PROVIDER_ERRORS.invalidParams('typed data needs types and a primaryType');
  }
  try {
    return await account.signTypedData({
      domain: (domain ?? {}) as Record<string, never>,
      types: types as Record<string, readonly { name: string; type: string }[]>,
      primaryType,
      message: (message ?? {}) as Record<string, unknown>,
    });
  } catch (error) {
    throw PROVIDER_ERRORS.invalidParams(error instanceof Error ? error.message : String(error));
  }
}
