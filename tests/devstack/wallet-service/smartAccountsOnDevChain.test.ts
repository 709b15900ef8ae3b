import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  type Hex,
  parseEther,
  parseUnits,
  stringToHex,
} from 'viem';
import { devChainClients, type DevChainClients } from '../../../devstack/chain/devChainClients';
import { type DevChain } from '../../../devstack/chain/DevChain';
import { startDevChains } from '../../../devstack/chain/startDevChain';
import { DEV_CHAINS, SERVICE_ACCOUNTS, VISITOR_ACCOUNT_COUNT } from '../../../devstack/config';
import { isSmartAccountDeployed, smartAccountAddress } from '../../../devstack/smart-account';
import { type ServiceAnswer } from '../../../devstack/wallet-service/protocol/serviceApi';
import { devChainAccess } from '../../../devstack/wallet-service/server/devChainAccess';
import { devSmartAccounts } from '../../../devstack/wallet-service/server/devSmartAccounts';
import { type FrameContext } from '../../../devstack/wallet-service/protocol/serviceApi';
import { type ServiceFixture, serviceFixture, TYPED_DATA } from './serviceFixture';

/** Two full dev chains (contracts, seeded history, pools, the factory) take a few seconds on a busy machine. */
const START_MS = 60_000;
const MAINNET = 1;
const ARBITRUM = 42161;

let chains: DevChain[];
let f: ServiceFixture;

const chainOf = (chainId: number): DevChain => chains.find((chain) => chain.chainId === chainId) as DevChain;
/** Read-only clients (account 0 signs only the test's own set-up transfers). */
const clientsOf = (chainId: number): DevChainClients => devChainClients(chainOf(chainId));
const balanceOn = (chainId: number, address: string) =>
  clientsOf(chainId).publicClient.getBalance({ address: address as Address });
const daiOf = (chainId: number): Address =>
  chainOf(chainId).tokens.find((token) => token.symbol === 'DDAI')!.address;
const daiBalanceOn = (chainId: number, address: string) =>
  clientsOf(chainId).publicClient.readContract({
    address: daiOf(chainId),
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address as Address],
  });
const blockOn = (chainId: number) => clientsOf(chainId).publicClient.getBlockNumber();
const nonceOf = (chainId: number, account: number) =>
  clientsOf(chainId).publicClient.getTransactionCount({
    address: chainOf(chainId).accounts[account]!.address,
  });
const visitorNonces = (chainId: number) =>
  Promise.all(Array.from({ length: VISITOR_ACCOUNT_COUNT }, (_, account) => nonceOf(chainId, account)));

const hexWei = (ether: string): Hex => `0x${parseEther(ether).toString(16)}`;
const daiTransfer = (to: Address, amount: string): Hex =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 18)] });

/** Gives `to` dev DAI from account 0, which holds the seeded DAI: the test's own set-up. */
async function giveDai(chainId: number, to: Address, amount: string): Promise<void> {
  const { walletClient, publicClient } = clientsOf(chainId);
  const hash = await walletClient.writeContract({
    address: daiOf(chainId),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to, parseUnits(amount, 18)],
  });
  await publicClient.waitForTransactionReceipt({ hash });
}

interface LoggedIn {
  readonly email: string;
  readonly on: FrameContext;
  readonly eoa: Address;
  readonly smart: Address;
}

let users = 0;
/** A new user, logged in by email on `chainId`: their eoa, and their smart account's address. */
async function newUser(chainId = MAINNET): Promise<LoggedIn> {
  users += 1;
  const email = `smart-${users}@example.com`;
  const at = f.context({ deviceId: `device-${users}`, chainId });
  const on = { ...at, token: await f.logIn(email, at) };
  const { address } = (await f.ok('GET_USER', undefined, on)) as { address: Address };
  return { email, on, eoa: address, smart: await smartAccountAddress(address, chainOf(chainId)) };
}

async function useSmartAccount(user: LoggedIn): Promise<void> {
  expect(await f.ok('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }, user.on)).toEqual({
    type: 'smartAccount',
    address: user.smart,
  });
}

const rpc = (user: LoggedIn, method: string, params?: unknown): Promise<ServiceAnswer> =>
  f.request('RPC_REQUEST', { method, params }, user.on);

async function rpcOk(user: LoggedIn, method: string, params?: unknown): Promise<unknown> {
  const answer = await rpc(user, method, params);
  if (answer.outcome !== 'success') throw new Error(`${method} answered ${JSON.stringify(answer)}`);
  return answer.payload;
}

/** The visitor approves what the frame shows: the service's answer to the site. */
async function approve(user: LoggedIn, asked: ServiceAnswer): Promise<ServiceAnswer> {
  if (asked.outcome !== 'approval') throw new Error(`Expected an approval, got ${JSON.stringify(asked)}`);
  return f.service.approve({ context: user.on, ticket: asked.ticket });
}

async function approved(user: LoggedIn, asked: ServiceAnswer): Promise<unknown> {
  const answer = await approve(user, asked);
  if (answer.outcome !== 'success') throw new Error(`Approval answered ${JSON.stringify(answer)}`);
  return answer.payload;
}

beforeAll(async () => {
  chains = await startDevChains(DEV_CHAINS, { port: 0 });
  const endpoints = chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }));
  f = serviceFixture({
    chains: devChainAccess({
      chains: endpoints,
      funderPrivateKey: chains[0]!.accounts[SERVICE_ACCOUNTS.walletServiceFunder]!.privateKey,
      fundingEther: '10',
    }),
    smartAccounts: devSmartAccounts(chains),
  });
}, START_MS);

afterAll(async () => {
  f?.service.close();
  await Promise.all((chains ?? []).map((chain) => chain.close()));
});

describe('wallet service with smart accounts on the dev chains (SPEC §3 account types)', () => {
  it('GET_SMART_ACCOUNT_ENABLED_NETWORKS answers the dev chains’ ids', async () => {
    expect(await f.ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({
      smartAccountEnabledNetworks: [MAINNET, ARBITRUM],
    });
  });

  it('GET_USER lists the eoa and the smart account (not deployed yet); the eoa is in use until the visitor chooses', async () => {
    const user = await newUser();
    expect(await f.ok('GET_USER', undefined, user.on)).toEqual({
      address: user.eoa,
      chainId: MAINNET,
      accounts: [
        { address: user.eoa, type: 'eoa' },
        { address: user.smart, type: 'smartAccount' },
      ],
      email: expect.stringMatching(/@example\.com$/),
      userName: null,
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    });
    // CREATE2: one address on every dev chain.
    expect(await smartAccountAddress(user.eoa, chainOf(ARBITRUM))).toBe(user.smart);
  });

  it('INIT_SMART_ACCOUNT deploys the account on first use, once, paid by the smart-account funder (account 10), never by a visitor account', async () => {
    const user = await newUser();
    const visitorsBefore = await visitorNonces(MAINNET);
    const funderBefore = await nonceOf(MAINNET, SERVICE_ACCOUNTS.smartAccountFunder);
    expect(await isSmartAccountDeployed(user.eoa, chainOf(MAINNET))).toBe(false);

    expect(await f.ok('INIT_SMART_ACCOUNT', undefined, user.on)).toEqual({
      address: user.smart,
      isDeployed: true,
    });
    expect(await isSmartAccountDeployed(user.eoa, chainOf(MAINNET))).toBe(true);
    expect(await nonceOf(MAINNET, SERVICE_ACCOUNTS.smartAccountFunder)).toBe(funderBefore + 1);

    const blockAfterFirst = await blockOn(MAINNET);
    expect(await f.ok('INIT_SMART_ACCOUNT', undefined, user.on)).toEqual({
      address: user.smart,
      isDeployed: true,
    });
    expect(await blockOn(MAINNET)).toBe(blockAfterFirst);
    expect(await nonceOf(MAINNET, SERVICE_ACCOUNTS.smartAccountFunder)).toBe(funderBefore + 1);
    expect(await visitorNonces(MAINNET)).toEqual(visitorsBefore);
    expect(await f.ok('GET_USER', undefined, user.on)).toMatchObject({ smartAccountDeployed: true });
    // Only on the chain it was asked on.
    expect(await isSmartAccountDeployed(user.eoa, chainOf(ARBITRUM))).toBe(false);
  });

  it('SET_PREFERRED_ACCOUNT switches the address in use (GET_USER, eth_accounts, capabilities) and back, and a new session keeps it', async () => {
    const user = await newUser();
    await useSmartAccount(user);
    expect(await f.ok('GET_USER', undefined, user.on)).toMatchObject({
      address: user.smart,
      preferredAccountType: 'smartAccount',
      accounts: [
        { address: user.smart, type: 'smartAccount' },
        { address: user.eoa, type: 'eoa' },
      ],
    });
    expect(await rpcOk(user, 'eth_accounts')).toEqual([user.smart]);
    expect(await rpcOk(user, 'eth_requestAccounts')).toEqual([user.smart]);
    expect(await rpcOk(user, 'wallet_getCapabilities', [user.smart])).toEqual({
      '0x1': { atomic: { status: 'supported' }, atomicBatch: { supported: true } },
      '0xa4b1': { atomic: { status: 'supported' }, atomicBatch: { supported: true } },
    });

    // A reload, or a login on another device: the user's choice is the service's to keep.
    f.clock.advance(60_000); // SPEC §5: a minute on, the address may be sent a code again.
    const elsewhere = f.context({ deviceId: 'device-again' });
    const again = { ...elsewhere, token: await f.logIn(user.email, elsewhere) };
    expect(again.token).not.toBe(user.on.token);
    expect(await f.ok('GET_USER', undefined, again)).toMatchObject({
      address: user.smart,
      preferredAccountType: 'smartAccount',
    });

    expect(await f.ok('SET_PREFERRED_ACCOUNT', { type: 'eoa' }, again)).toEqual({
      type: 'eoa',
      address: user.eoa,
    });
    expect(await f.ok('GET_USER', undefined, user.on)).toMatchObject({
      address: user.eoa,
      preferredAccountType: 'eoa',
      accounts: [{ type: 'eoa' }, { type: 'smartAccount' }],
    });
    expect(await rpcOk(user, 'eth_accounts')).toEqual([user.eoa]);
    expect(await rpcOk(user, 'wallet_getCapabilities', [user.eoa])).toEqual({
      '0x1': { atomic: { status: 'unsupported' } },
      '0xa4b1': { atomic: { status: 'unsupported' } },
    });
  });

  it('GET_USER and CONNECT_SOCIAL honour preferredAccountType where smart accounts are enabled', async () => {
    const user = await newUser();
    expect(await f.ok('GET_USER', { preferredAccountType: 'smartAccount' }, user.on)).toMatchObject({
      address: user.smart,
      preferredAccountType: 'smartAccount',
    });
    expect(await f.ok('GET_USER', { preferredAccountType: 'eoa' }, user.on)).toMatchObject({
      address: user.eoa,
      preferredAccountType: 'eoa',
    });

    const social = f.context({ deviceId: 'device-social' });
    const uri = f.service.parts.social.redirectUri('github', social);
    const state = new URL(uri).searchParams.get('state') ?? '';
    const callback = f.service.parts.social.choose(state, 'github', 0);
    const connected = (await f.ok(
      'CONNECT_SOCIAL',
      { uri: callback, preferredAccountType: 'smartAccount', chainId: ARBITRUM },
      social,
    )) as { address: Address; accounts: { address: Address; type: string }[] };
    const eoa = connected.accounts.find((account) => account.type === 'eoa')!.address;
    expect(connected).toMatchObject({ chainId: ARBITRUM, preferredAccountType: 'smartAccount' });
    expect(connected.address).toBe(await smartAccountAddress(eoa, chainOf(ARBITRUM)));
  });

  it('personal_sign and eth_signTypedData_v4 with the smart account: deployed first, then its ERC-1271 accepts the owner’s signatures (viem verifies them against the account)', async () => {
    const user = await newUser();
    await useSmartAccount(user);
    const message = 'Sign in to Keyport Shop';
    const asked = await rpc(user, 'personal_sign', [stringToHex(message), user.smart]);
    expect(asked).toMatchObject({
      outcome: 'approval',
      request: { from: user.smart, accountType: 'smartAccount', preview: { kind: 'message', text: message } },
    });
    expect(await isSmartAccountDeployed(user.eoa, chainOf(MAINNET))).toBe(false);
    const signature = (await approved(user, asked)) as Hex;
    expect(await isSmartAccountDeployed(user.eoa, chainOf(MAINNET))).toBe(true);
    const { publicClient } = clientsOf(MAINNET);
    expect(await publicClient.verifyMessage({ address: user.smart, message, signature })).toBe(true);
    expect(
      await publicClient.verifyMessage({ address: user.smart, message: 'Something else', signature }),
    ).toBe(false);

    const typed = (await approved(
      user,
      await rpc(user, 'eth_signTypedData_v4', [user.smart, JSON.stringify(TYPED_DATA)]),
    )) as Hex;
    expect(
      await publicClient.verifyTypedData({
        ...TYPED_DATA,
        message: { item: 'tea', quantity: 2n },
        address: user.smart,
        signature: typed,
      }),
    ).toBe(true);
  });

  it('eth_sendTransaction from the smart account moves its own ETH; the relay pays the gas, the eoa pays nothing', async () => {
    const user = await newUser(ARBITRUM);
    await useSmartAccount(user);
    await f.ok('INIT_SMART_ACCOUNT', undefined, user.on);
    const receiver = '0x000000000000000000000000000000000000a11c' as const;
    const [smartBefore, eoaBefore, receiverBefore] = await Promise.all([
      balanceOn(ARBITRUM, user.smart),
      balanceOn(ARBITRUM, user.eoa),
      balanceOn(ARBITRUM, receiver),
    ]);
    const asked = await rpc(user, 'eth_sendTransaction', [
      { from: user.smart, to: receiver, value: hexWei('0.25') },
    ]);
    expect(asked).toMatchObject({
      request: {
        from: user.smart,
        accountType: 'smartAccount',
        network: `Arbitrum One (devstack) · ${ARBITRUM}`,
        preview: { kind: 'transaction', to: receiver, valueEther: '0.25 ETH' },
      },
    });
    const hash = (await approved(user, asked)) as Hex;
    const { publicClient } = clientsOf(ARBITRUM);
    const transaction = await publicClient.getTransaction({ hash });
    expect(transaction.from.toLowerCase()).toBe(
      chainOf(ARBITRUM).accounts[SERVICE_ACCOUNTS.smartAccountFunder]!.address.toLowerCase(),
    );
    expect(transaction.to?.toLowerCase()).toBe(user.smart.toLowerCase());
    expect(await balanceOn(ARBITRUM, receiver)).toBe(receiverBefore + parseEther('0.25'));
    expect(await balanceOn(ARBITRUM, user.smart)).toBe(smartBefore - parseEther('0.25'));
    expect(await balanceOn(ARBITRUM, user.eoa)).toBe(eoaBefore);
    // Balances are read for the address in use.
    expect(await rpcOk(user, 'eth_getBalance', [user.smart, 'latest'])).toBe(
      `0x${(smartBefore - parseEther('0.25')).toString(16)}`,
    );
  });

  it('wallet_sendCalls from the smart account: ETH and a token transfer in one transaction; wallet_getCallsStatus reports it atomic, with its one receipt', async () => {
    const user = await newUser();
    await useSmartAccount(user);
    await f.ok('INIT_SMART_ACCOUNT', undefined, user.on);
    await giveDai(MAINNET, user.smart, '50');
    const alice = '0x000000000000000000000000000000000000a11c' as const;
    const bob = '0x0000000000000000000000000000000000000b0b' as const;
    const [smartBefore, aliceBefore, bobBefore] = await Promise.all([
      balanceOn(MAINNET, user.smart),
      balanceOn(MAINNET, alice),
      balanceOn(MAINNET, bob),
    ]);
    const bobDaiBefore = await daiBalanceOn(MAINNET, bob);
    const calls = [
      { to: alice, value: hexWei('0.1') },
      { to: daiOf(MAINNET), data: daiTransfer(bob, '12.5') },
      { to: bob, value: hexWei('0.05') },
    ];
    const asked = await rpc(user, 'wallet_sendCalls', [
      { version: '2.0.0', chainId: '0x1', from: user.smart, calls },
    ]);
    expect(asked).toMatchObject({
      request: {
        from: user.smart,
        accountType: 'smartAccount',
        preview: {
          kind: 'calls',
          calls: [
            { to: alice, valueEther: '0.1 ETH' },
            { to: daiOf(MAINNET), valueEther: '0 ETH', data: expect.stringMatching(/^0xa9059cbb/) },
            { to: bob, valueEther: '0.05 ETH' },
          ],
        },
      },
    });
    const blockBefore = await blockOn(MAINNET);
    const { id } = (await approved(user, asked)) as { id: string };
    expect(id).toMatch(/^0x[0-9a-f]{64}$/);
    expect(await blockOn(MAINNET)).toBe(blockBefore + 1n);

    const status = (await rpcOk(user, 'wallet_getCallsStatus', [id])) as {
      receipts: { transactionHash: Hex; status: string }[];
    };
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x1', status: 200, atomic: true });
    expect(status.receipts).toHaveLength(1);
    expect(status.receipts[0]!.status).toBe('0x1');
    const transaction = await clientsOf(MAINNET).publicClient.getTransaction({
      hash: status.receipts[0]!.transactionHash,
    });
    expect(transaction.to?.toLowerCase()).toBe(user.smart.toLowerCase());

    expect(await balanceOn(MAINNET, alice)).toBe(aliceBefore + parseEther('0.1'));
    expect(await balanceOn(MAINNET, bob)).toBe(bobBefore + parseEther('0.05'));
    expect(await daiBalanceOn(MAINNET, bob)).toBe(bobDaiBefore + parseUnits('12.5', 18));
    expect(await balanceOn(MAINNET, user.smart)).toBe(smartBefore - parseEther('0.15'));
  });

  it('a batch with a failing call fails the request with the call and its reason, and nothing moves', async () => {
    const user = await newUser();
    await useSmartAccount(user);
    await f.ok('INIT_SMART_ACCOUNT', undefined, user.on);
    const carol = '0x000000000000000000000000000000000000ca01' as const;
    const [smartBefore, carolBefore, blockBefore] = await Promise.all([
      balanceOn(MAINNET, user.smart),
      balanceOn(MAINNET, carol),
      blockOn(MAINNET),
    ]);
    // The new account holds no DAI: the transfer reverts, so the ether sent first must not move either.
    const asked = await rpc(user, 'wallet_sendCalls', [
      {
        version: '2.0.0',
        from: user.smart,
        calls: [
          { to: carol, value: hexWei('0.2') },
          { to: daiOf(MAINNET), data: daiTransfer(carol, '1') },
        ],
      },
    ]);
    const answer = await approve(user, asked);
    expect(answer).toEqual({
      outcome: 'error',
      message:
        `Call 2 of 2 (to ${daiOf(MAINNET)}) reverted (ERC20InsufficientBalance(${user.smart}, 0, ${parseUnits('1', 18)})); ` +
        'the batch was refused as a whole and nothing was done',
    });
    expect(await balanceOn(MAINNET, user.smart)).toBe(smartBefore);
    expect(await balanceOn(MAINNET, carol)).toBe(carolBefore);
    expect(await blockOn(MAINNET)).toBe(blockBefore);
  });

  it('Hostile input: with the smart account in use, a request naming the eoa, a contract deployment, or a user operation is refused before any approval', async () => {
    const user = await newUser();
    await useSmartAccount(user);
    expect(await rpc(user, 'personal_sign', ['0x68656c6c6f', user.eoa])).toEqual({
      outcome: 'error',
      message: `The request names the account ${user.eoa}, which is not this wallet’s smart account (${user.smart})`,
    });
    expect(await rpc(user, 'eth_sendTransaction', [{ from: user.smart, data: '0x6080' }])).toEqual({
      outcome: 'error',
      message: 'eth_sendTransaction: a smart account sends to an address ("to"); it cannot deploy a contract',
    });
    expect(await rpc(user, 'eth_sendUserOperation', [{ sender: user.smart }])).toEqual({
      outcome: 'error',
      message:
        'The devstack’s smart accounts take no user operations (no ERC-4337): send with eth_sendTransaction or wallet_sendCalls',
    });
    expect(await rpc(user, 'wallet_grantPermissions', [{}])).toEqual({
      outcome: 'error',
      message: 'The devstack’s smart accounts grant no permissions',
    });
  });

  it('the eoa path is unchanged beside it: signed and sent by the eoa itself, a batch call by call, not atomic', async () => {
    const user = await newUser();
    const dave = '0x000000000000000000000000000000000000da7e' as const;
    const asked = await rpc(user, 'eth_sendTransaction', [
      { from: user.eoa, to: dave, value: hexWei('0.5') },
    ]);
    expect(asked).toMatchObject({ request: { from: user.eoa, accountType: 'eoa' } });
    const hash = (await approved(user, asked)) as Hex;
    const transaction = await clientsOf(MAINNET).publicClient.getTransaction({ hash });
    expect(transaction.from.toLowerCase()).toBe(user.eoa.toLowerCase());

    const { id } = (await approved(
      user,
      await rpc(user, 'wallet_sendCalls', [
        {
          version: '2.0.0',
          from: user.eoa,
          calls: [
            { to: dave, value: hexWei('0.1') },
            { to: dave, value: hexWei('0.2') },
          ],
        },
      ]),
    )) as { id: string };
    let status: { status: number; atomic: boolean; receipts: unknown[] } = {
      status: 100,
      atomic: false,
      receipts: [],
    };
    for (let poll = 0; poll < 100 && status.status === 100; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await rpcOk(user, 'wallet_getCallsStatus', [id])) as typeof status;
    }
    expect(status).toMatchObject({ status: 200, atomic: false });
    expect(status.receipts).toHaveLength(2);
    expect(await balanceOn(MAINNET, dave)).toBe(parseEther('0.8'));
    expect(await isSmartAccountDeployed(user.eoa, chainOf(MAINNET))).toBe(false);
  });
});
