import {
  WALLET_PAGE_CONFIG_ELEMENT_ID,
  type WalletPageChain,
  type WalletPageConfig,
} from '../WalletPageConfig';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isChain(value: unknown): value is WalletPageChain {
  return (
    isRecord(value) &&
    typeof value.chainId === 'number' &&
    typeof value.name === 'string' &&
    typeof value.rpcUrl === 'string'
  );
}

/**
 * The config the server wrote into the page, checked before use: a page served by something else
 * (or opened from disk) says what is wrong instead of failing somewhere deep in the sign-client.
 */
export function readWalletPageConfig(document: Document): WalletPageConfig {
  const text = document.getElementById(WALLET_PAGE_CONFIG_ELEMENT_ID)?.textContent ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error('The page has no devstack configuration; open it from the devstack server');
  }
  if (
    !isRecord(parsed) ||
    typeof parsed.projectId !== 'string' ||
    typeof parsed.relayUrl !== 'string' ||
    typeof parsed.verifyUrl !== 'string' ||
    !Array.isArray(parsed.chains) ||
    parsed.chains.length === 0 ||
    !parsed.chains.every(isChain)
  ) {
    throw new Error('The devstack configuration in the page is incomplete');
  }
  return {
    projectId: parsed.projectId,
    relayUrl: parsed.relayUrl,
    verifyUrl: parsed.verifyUrl,
    chains: parsed.chains,
  };
}
