import * as E from 'fp-ts/Either';
import { isChainNamespace } from '../chain/ChainNamespace';
import { MAX_TOKEN_DECIMALS } from '../constants/limits';
import { type CaipNetwork, type NetworkInput } from '../network/CaipNetwork';
import { toCaipNetwork } from '../network/toCaipNetwork';
import { parseCaipNetworkId } from '../network/parseCaipNetworkId';
import { isRecord } from './codec/expecting';
import { optionalNetworkFieldsProblem } from './optionalNetworkFields';
import { networkLinksProblem } from './optionLinkProblems';
import { InvalidNetworkError } from './OptionsErrors';

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

function isChainReference(value: unknown): value is number | string {
  return (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) || isNonEmptyString(value);
}

function nativeCurrencyProblem(value: unknown): string | undefined {
  if (!isRecord(value) || !isNonEmptyString(value['name']) || !isNonEmptyString(value['symbol'])) {
    return 'nativeCurrency needs a name and a symbol';
  }
  const decimals = value['decimals'];
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 0) {
    return 'nativeCurrency.decimals must be a whole number of at least 0';
  }
  // Amounts are formatted with exact decimals, which refuse more digits than a token can have.
  return decimals > MAX_TOKEN_DECIMALS
    ? `nativeCurrency.decimals must be at most ${MAX_TOKEN_DECIMALS}`
    : undefined;
}

function rpcUrlsProblem(value: unknown): string | undefined {
  const http = isRecord(value) && isRecord(value['default']) ? value['default']['http'] : undefined;
  return Array.isArray(http) && http.length > 0 && http.every(isNonEmptyString)
    ? undefined
    : 'rpcUrls.default.http must list at least one URL';
}

/**
 * Checks one network the host configured (SPEC §3 fields). Hosts build these objects
 * themselves, often by hand, so each field the modal relies on is checked and the first problem
 * is named: a known `chainNamespace`, an `id`, a valid `caipNetworkId` that is exactly
 * `chainNamespace:id`, a `name`, a `nativeCurrency`, at least one default RPC URL, the right
 * type for each optional field given, and links (explorer, image) that pass the link rule.
 * A viem chain (no `chainNamespace`, a whole-number `id`) is an EVM chain, `eip155:<id>`; fields
 * Keyport does not read (viem's `formatters`, `contracts`, `fees`, `custom`…) are kept as given.
 * The answer is a new object with both CAIP fields; the host's object is left as it was.
 */
export function validateNetwork(
  value: unknown,
  where: number | string,
): E.Either<InvalidNetworkError, CaipNetwork> {
  if (!isRecord(value)) {
    return E.left(new InvalidNetworkError(where, 'not an object'));
  }
  // Typed as the network it should be; each field is checked below as the unknown it still is.
  const network = toCaipNetwork(value as unknown as NetworkInput);
  const { chainNamespace, id, caipNetworkId } = network as Readonly<Record<keyof CaipNetwork, unknown>>;
  if (!isChainNamespace(chainNamespace)) {
    return E.left(new InvalidNetworkError(where, `unknown chainNamespace ${JSON.stringify(chainNamespace)}`));
  }
  if (!isChainReference(id)) {
    return E.left(new InvalidNetworkError(where, 'id must be a whole number or a non-empty string'));
  }
  const parsed = parseCaipNetworkId(caipNetworkId);
  if (E.isLeft(parsed)) {
    return E.left(
      new InvalidNetworkError(
        where,
        `caipNetworkId ${JSON.stringify(caipNetworkId)} is not a valid CAIP-2 id`,
        {
          cause: parsed.left,
        },
      ),
    );
  }
  if (parsed.right.caipNetworkId !== `${chainNamespace}:${id}`) {
    return E.left(
      new InvalidNetworkError(
        where,
        `caipNetworkId ${parsed.right.caipNetworkId} must be ${chainNamespace}:${id}`,
      ),
    );
  }
  if (!isNonEmptyString(value['name'])) {
    return E.left(new InvalidNetworkError(where, 'name must be a non-empty string'));
  }
  const problem =
    nativeCurrencyProblem(value['nativeCurrency']) ??
    rpcUrlsProblem(value['rpcUrls']) ??
    optionalNetworkFieldsProblem(value) ??
    networkLinksProblem(value);
  if (problem !== undefined) {
    return E.left(new InvalidNetworkError(where, problem));
  }
  return E.right(network);
}
