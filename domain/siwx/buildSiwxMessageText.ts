import { type ChainNamespace } from '../chain/ChainNamespace';
import { type SiwxMessageData } from './SiwxMessage';

/** The chain family named in the message's first line ("…sign in with your Ethereum account:"). */
const CHAIN_FAMILY_NAMES: Readonly<Record<ChainNamespace, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
  polkadot: 'Polkadot',
};

function splitChainId(chainId: string): { readonly namespace: string; readonly reference: string } {
  const separator = chainId.indexOf(':');
  return { namespace: chainId.slice(0, separator), reference: chainId.slice(separator + 1) };
}

/**
 * The plain text a wallet signs to sign in (CAIP-122; for eip155 exactly the EIP-4361 layout):
 * a header naming the site and chain family, the address, an optional statement set apart by
 * blank lines, then one `Label: value` line per field. Wallets parse this text to show the
 * request, so the layout must be exact, including the empty line that stands for a missing
 * statement.
 */
export function buildSiwxMessageText(data: SiwxMessageData): string {
  const { namespace, reference } = splitChainId(data.chainId);
  const family = CHAIN_FAMILY_NAMES[namespace as ChainNamespace];
  const header = `${data.domain} wants you to sign in with your ${family} account:`;
  const statementBlock = data.statement === undefined ? [''] : ['', data.statement];
  const fields = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...(data.expirationTime === undefined ? [] : [`Expiration Time: ${data.expirationTime}`]),
    ...(data.notBefore === undefined ? [] : [`Not Before: ${data.notBefore}`]),
    ...(data.requestId === undefined ? [] : [`Request ID: ${data.requestId}`]),
    ...(data.resources === undefined || data.resources.length === 0
      ? []
      : ['Resources:', ...data.resources.map((resource) => `- ${resource}`)]),
  ];
  return [header, data.accountAddress, ...statementBlock, '', ...fields].join('\n');
}
