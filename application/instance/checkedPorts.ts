import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { expecting, optional } from '../../domain/options/codec/expecting';
import { objectOf } from '../../domain/options/codec/objectOf';
import { optionProblems } from '../../domain/options/codec/optionProblems';
import { InvalidOptionsError } from '../../domain/options/OptionsErrors';
import { type Analytics } from '../ports/Analytics';
import { type BlockchainApi } from '../ports/BlockchainApi';
import { type Clock } from '../ports/Clock';
import { type Storage } from '../ports/Storage';
import { type WalletRegistry } from '../ports/WalletRegistry';
import { type KeyportPorts } from './KeyportPorts';

type Method = (...args: never[]) => unknown;

const aMethod = expecting('a function', (value): value is Method => typeof value === 'function');

/** One `true` per method of a port: the compiler keeps these lists whole as the ports grow. */
type MethodNames<T> = { readonly [K in keyof T]-?: true };

/**
 * An object with (at least) these members; a deployment's adapter may have more of its own. Only
 * their presence can be checked: their signatures are the deployment's promise.
 */
function objectWith<T>(
  expected: string,
  members: Readonly<Record<string, t.Mixed>>,
): t.Type<T, unknown, unknown> {
  const codec: t.Mixed = objectOf(expected, members, {
    noun: 'member',
    unknownNames: 'keep',
  });
  return codec;
}

function portWith<T>(expected: string, names: MethodNames<T>): t.Type<T, unknown, unknown> {
  return objectWith<T>(expected, Object.fromEntries(Object.keys(names).map((name) => [name, aMethod])));
}

const STORAGE_METHODS: MethodNames<Storage> = { getItem: true, setItem: true, removeItem: true };

const BLOCKCHAIN_API_METHODS: MethodNames<BlockchainApi> = {
  getSupportedChains: true,
  getIdentity: true,
  getTransactions: true,
  getBalances: true,
  getFungiblePrices: true,
  getSwapTokens: true,
  getSwapQuote: true,
  getAllowance: true,
  getGasPrice: true,
  buildApproveTransaction: true,
  buildSwapTransaction: true,
  lookupName: true,
  reverseLookup: true,
  getNameSuggestions: true,
  registerName: true,
  generateOnrampUrl: true,
  getOnrampOptions: true,
  getOnrampQuote: true,
  getSmartSessions: true,
  revokeSmartSession: true,
};

const WALLET_REGISTRY_METHODS: MethodNames<WalletRegistry> = { getWallets: true, walletImageUrl: true };

const ANALYTICS_METHODS: MethodNames<Analytics> = { send: true };

const SchedulerCodec = portWith<Clock['scheduler']>('an RxJS scheduler', { now: true, schedule: true });

const ClockCodec = objectWith<Clock>('a clock', { now: aMethod, scheduler: SchedulerCodec });

/** The setup's `ports`, nested so that each problem is named from `ports` (`ports.storage.getItem`). */
const SetupPortsCodec = objectOf<{ readonly ports?: KeyportPorts | undefined }>(
  'the setup',
  {
    ports: optional(
      objectOf<KeyportPorts>(
        'an object of ports',
        {
          storage: optional(portWith('a storage', STORAGE_METHODS)),
          blockchainApi: optional(portWith('a blockchain API client', BLOCKCHAIN_API_METHODS)),
          walletRegistry: optional(portWith('a wallet registry', WALLET_REGISTRY_METHODS)),
          analytics: optional(portWith('an analytics client', ANALYTICS_METHODS)),
          clock: optional(ClockCodec),
        },
        { noun: 'port', unknownNames: 'refuse' },
      ),
    ),
  },
  { noun: 'setup field', unknownNames: 'keep' },
);

/**
 * The ports a setup brings, checked before anything is created: each is an object with every
 * method its port has, and no port is misspelt. Otherwise throws `INVALID_OPTIONS` naming each
 * problem (`Option ports.storage.getItem: expected a function, got undefined`), so a deployment
 * learns at creation rather than when a visitor first reaches the missing method.
 */
export function checkedPorts(ports: unknown): KeyportPorts {
  const decoded = SetupPortsCodec.decode({ ports });
  if (E.isLeft(decoded)) throw new InvalidOptionsError(optionProblems(decoded.left));
  return decoded.right.ports ?? {};
}
