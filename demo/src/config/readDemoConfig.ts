import { DEMO_CONFIG_ELEMENT_ID, type DemoAccount, type DemoChain, type DemoConfig } from './DemoConfig';

type Fields = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(fields: Fields, key: string): string {
  const value = fields[key];
  if (typeof value !== 'string' || value === '') throw new Error(`Demo config: "${key}" must be a text`);
  return value;
}

function list<T>(fields: Fields, key: string, read: (item: Fields) => T): readonly T[] {
  const value = fields[key];
  if (!Array.isArray(value)) throw new Error(`Demo config: "${key}" must be a list`);
  return value.map((item: unknown) => {
    if (!isObject(item)) throw new Error(`Demo config: "${key}" must hold objects`);
    return read(item);
  });
}

function readChain(fields: Fields): DemoChain {
  const chainId = fields.chainId;
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId))
    throw new Error('Demo config: a chain needs a numeric "chainId"');
  return { chainId, name: text(fields, 'name'), rpcUrl: text(fields, 'rpcUrl') };
}

function readAccount(fields: Fields): DemoAccount {
  return { address: text(fields, 'address'), privateKey: text(fields, 'privateKey') };
}

/** Checks the configuration the demo server wrote; a page served without it fails with a clear message. */
export function parseDemoConfig(json: string): DemoConfig {
  const fields: unknown = JSON.parse(json);
  if (!isObject(fields)) throw new Error('Demo config: expected an object');
  return {
    projectId: text(fields, 'projectId'),
    blockchainApiUrl: text(fields, 'blockchainApiUrl'),
    explorerUrl: text(fields, 'explorerUrl'),
    walletConnectRelayUrl: text(fields, 'walletConnectRelayUrl'),
    walletConnectVerifyUrl: text(fields, 'walletConnectVerifyUrl'),
    walletPageUrl: text(fields, 'walletPageUrl'),
    embeddedWalletFrameUrl: text(fields, 'embeddedWalletFrameUrl'),
    chains: list(fields, 'chains', readChain),
    devAccounts: list(fields, 'devAccounts', readAccount),
  };
}

/** The configuration in the page (see {@link DEMO_CONFIG_ELEMENT_ID}). */
export function readDemoConfig(document: Document): DemoConfig {
  const element = document.getElementById(DEMO_CONFIG_ELEMENT_ID);
  if (element?.textContent == null || element.textContent.trim() === '')
    throw new Error(
      'This page was not served by the demo server (npm start): it has no devstack configuration',
    );
  return parseDemoConfig(element.textContent);
}
