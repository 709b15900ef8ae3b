import { isRecord } from './codec/expecting';

/**
 * The optional fields of a network (SPEC §3) that Keyport reads: each, when given, must have its
 * type, since a wrong one would surface far from the options, e.g. as a broken explorer link.
 * Whether a URL is safe to open is a separate rule; here a URL only has to be a string.
 */

function isStringList(value: unknown): boolean {
  return Array.isArray(value) && value.every((entry) => typeof entry === 'string');
}

function isOptional(value: unknown, check: (value: unknown) => boolean): boolean {
  return value === undefined || check(value);
}

function isRpcUrlList(value: unknown): boolean {
  return isRecord(value) && isStringList(value['http']) && isOptional(value['webSocket'], isStringList);
}

function isBlockExplorers(value: unknown): boolean {
  const explorer = isRecord(value) ? value['default'] : undefined;
  return isRecord(explorer) && typeof explorer['name'] === 'string' && typeof explorer['url'] === 'string';
}

function isAssets(value: unknown): boolean {
  const isString = (field: unknown): boolean => typeof field === 'string';
  return isRecord(value) && isOptional(value['imageId'], isString) && isOptional(value['imageUrl'], isString);
}

/** The first optional field of `network` with the wrong type, as a reason; `undefined` when all are right. */
export function optionalNetworkFieldsProblem(network: Readonly<Record<string, unknown>>): string | undefined {
  const rpcUrls = isRecord(network['rpcUrls']) ? network['rpcUrls'] : {};
  const defaultRpc = isRecord(rpcUrls['default']) ? rpcUrls['default'] : {};
  const checks: readonly (readonly [boolean, string])[] = [
    [isOptional(defaultRpc['webSocket'], isStringList), 'rpcUrls.default.webSocket must be a list of URLs'],
    [
      isOptional(rpcUrls['chainDefault'], isRpcUrlList),
      'rpcUrls.chainDefault must hold an http list of URLs',
    ],
    [
      isOptional(network['blockExplorers'], isBlockExplorers),
      'blockExplorers.default needs a name and a url',
    ],
    [isOptional(network['testnet'], (value) => typeof value === 'boolean'), 'testnet must be true or false'],
    [isOptional(network['assets'], isAssets), 'assets.imageId and assets.imageUrl must be strings'],
  ];
  return checks.find(([valid]) => !valid)?.[1];
}
