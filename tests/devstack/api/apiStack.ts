import {
  type BlockchainApi,
  type BlockchainApiOptions,
  startBlockchainApi,
} from '../../../devstack/api/startBlockchainApi';
import { type DevChain } from '../../../devstack/chain/DevChain';
import { startDevChains } from '../../../devstack/chain/startDevChain';
import { DEMO_PROJECT_ID, DEV_CHAINS } from '../../../devstack/config';

/** Starting the dev chains takes a few seconds, much longer when their contracts must first be compiled. */
export const STACK_START_TIMEOUT_MS = 120_000;

export interface ApiAnswer<T = unknown> {
  readonly status: number;
  readonly headers: Headers;
  readonly body: T;
}

export interface ApiStack {
  readonly chains: readonly DevChain[];
  readonly api: BlockchainApi;
  /** GET `path` with the demo project id added to `query` (unless `query.projectId` says otherwise). */
  get<T = unknown>(path: string, query?: Record<string, string>): Promise<ApiAnswer<T>>;
  /** POST `body` as JSON to `path`, with `query` as given (no project id added). */
  post<T = unknown>(path: string, body: unknown, query?: Record<string, string>): Promise<ApiAnswer<T>>;
  close(): Promise<void>;
}

/** The dev chains of `DEV_CHAINS` on free ports and the API over them. */
export async function startApiStack(options: Omit<BlockchainApiOptions, 'chains'> = {}): Promise<ApiStack> {
  const chains = await startDevChains(DEV_CHAINS, { port: 0 });
  const api = await startBlockchainApi({ ...options, chains }).catch(async (error: unknown) => {
    await Promise.all(chains.map((chain) => chain.close()));
    throw error;
  });
  return {
    chains,
    api,
    get: (path, query = {}) => call(api.url, 'GET', path, { projectId: DEMO_PROJECT_ID, ...query }),
    post: (path, body, query = {}) => call(api.url, 'POST', path, query, body),
    close: async () => {
      await api.close();
      await Promise.all(chains.map((chain) => chain.close()));
    },
  };
}

export function firstChain(stack: ApiStack): DevChain {
  const chain = stack.chains[0];
  if (chain === undefined) throw new Error('The stack runs no chain');
  return chain;
}

export function devAccount(chain: DevChain, index: number): `0x${string}` {
  const account = chain.accounts[index];
  if (account === undefined) throw new Error(`Dev chain ${chain.chainId} has no account ${index}`);
  return account.address;
}

async function call<T>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  query: Record<string, string>,
  body?: unknown,
): Promise<ApiAnswer<T>> {
  const url = new URL(path, baseUrl);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  const response = await fetch(url, {
    method,
    ...(method === 'POST'
      ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }
      : {}),
  });
  const text = await response.text();
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  return {
    status: response.status,
    headers: response.headers,
    body: (isJson ? JSON.parse(text) : text) as T,
  };
}
