import { SERVICE_ACCOUNTS } from '../../../devstack/config';
import { createPublicClient, http, parseEther, stringToHex, verifyMessage, verifyTypedData } from 'viem';
import { startGanacheNode, type GanacheNode } from '../../../devstack/chain/startGanacheNode';
import { type ServiceAnswer } from '../../../devstack/wallet-service/protocol/serviceApi';
import { devChainAccess } from '../../../devstack/wallet-service/server/devChainAccess';
import { LOOPBACK_ORIGINS } from '../../../devstack/wallet-service/server/ProjectAccess';
import { WalletService } from '../../../devstack/wallet-service/server/WalletService';
import { frameContext, PROJECT, SERVICE_URL, TestClock, TYPED_DATA } from './serviceFixture';
import { type FrameContext } from '../../../devstack/wallet-service/protocol/serviceApi';

/** Two bare ganache nodes start in about a second each on a busy machine. */
const START_MS = 30_000;
const FUNDER_ACCOUNT = SERVICE_ACCOUNTS.walletServiceFunder;

let nodes: GanacheNode[];
let service: WalletService;
let clock: TestClock;
let on: FrameContext;
let address: `0x${string}`;
const receiver = '0x000000000000000000000000000000000000bEEF' as const;

const context = frameContext;

const rpc = (method: string, params?: unknown, at: FrameContext = on): Promise<ServiceAnswer> =>
  service.request({ context: at, type: 'RPC_REQUEST', payload: { method, params } });

function payloadOf(answer: ServiceAnswer): unknown {
  if (answer.outcome !== 'success') throw new Error(JSON.stringify(answer));
  return answer.payload;
}

/** The visitor approves what the frame shows: the answer the site then gets. */
async function approved(answer: ServiceAnswer, at: FrameContext = on): Promise<unknown> {
  if (answer.outcome !== 'approval') throw new Error(`Expected an approval, got ${JSON.stringify(answer)}`);
  return payloadOf(await service.approve({ context: at, ticket: answer.ticket }));
}

const balanceOf = async (node: GanacheNode, who: string) =>
  createPublicClient({ transport: http(node.rpcUrl) }).getBalance({ address: who as `0x${string}` });

beforeAll(async () => {
  nodes = await Promise.all(
    [
      { chainId: 1, name: 'Ethereum (devstack)', port: 0 },
      { chainId: 42161, name: 'Arbitrum One (devstack)', port: 0 },
    ].map((spec) => startGanacheNode(spec, { port: 0, genesisTime: new Date() })),
  );
  clock = new TestClock();
  const chains = nodes.map((node, index) => ({
    chainId: index === 0 ? 1 : 42161,
    name: `Chain ${index}`,
    rpcUrl: node.rpcUrl,
  }));
  service = new WalletService({
    serviceUrl: SERVICE_URL,
    chains: devChainAccess({
      chains,
      funderPrivateKey: (nodes[0] as GanacheNode).accounts[FUNDER_ACCOUNT]!.privateKey,
      fundingEther: '10',
    }),
    projects: { [PROJECT]: { allowedOrigins: LOOPBACK_ORIGINS } },
    clock,
    newCode: () => '123456',
  });
  await service.request({ context: context(), type: 'CONNECT_EMAIL', payload: { email: 'rpc@example.com' } });
  const link = service.parts.mailbox.list('rpc@example.com').at(-1)?.link ?? '';
  service.parts.devices.approve(new URL(link).searchParams.get('token') ?? '');
  await service.request({ context: context(), type: 'CONNECT_DEVICE' });
  const login = await service.request({
    context: context(),
    type: 'CONNECT_OTP',
    payload: { otp: '123456' },
  });
  if (login.outcome !== 'success' || typeof login.session !== 'string')
    throw new Error(JSON.stringify(login));
  on = context({ token: login.session });
  address = (
    payloadOf(await service.request({ context: on, type: 'GET_USER' })) as { address: `0x${string}` }
  ).address;
}, START_MS);

afterAll(async () => {
  service?.close();
  await Promise.all((nodes ?? []).map((node) => node.close()));
});

describe('wallet service on dev chains: keys stay in the service', () => {
  it('a new user’s address is given 10 ETH on every dev chain before the login completes', async () => {
    for (const node of nodes) expect(await balanceOf(node, address)).toBe(parseEther('10'));
  });

  it('SPEC §6 safe methods answer at once: the wallet’s own facts, the rest from the dev chain', async () => {
    expect(payloadOf(await rpc('eth_chainId'))).toBe('0x1');
    expect(payloadOf(await rpc('eth_accounts'))).toEqual([address]);
    expect(payloadOf(await rpc('eth_accounts', [], context()))).toEqual([]);
    expect(await rpc('eth_requestAccounts', [], context())).toEqual({
      outcome: 'error',
      message: 'Not logged in: log in to the wallet first',
    });
    expect(payloadOf(await rpc('eth_getBalance', [address, 'latest']))).toBe(
      `0x${parseEther('10').toString(16)}`,
    );
    expect(payloadOf(await rpc('eth_blockNumber'))).toMatch(/^0x[0-9a-f]+$/);
    expect(payloadOf(await rpc('wallet_getCapabilities', [address]))).toEqual({
      '0x1': { atomic: { status: 'unsupported' } },
      '0xa4b1': { atomic: { status: 'unsupported' } },
    });
  });

  it('SPEC §6: a method on neither list is refused with "Requested RPC call is not allowed"', async () => {
    for (const method of ['eth_sign', 'wallet_switchEthereumChain', 'debug_traceTransaction', 'evm_mine']) {
      expect(await rpc(method, [])).toEqual({
        outcome: 'error',
        message: 'Requested RPC call is not allowed',
      });
    }
  });

  it('personal_sign waits for approval, shows the text of a hex message, and signs with the user’s key', async () => {
    const asked = await rpc('personal_sign', [stringToHex('Hello from the shop'), address]);
    expect(asked).toMatchObject({
      outcome: 'approval',
      request: {
        method: 'personal_sign',
        from: address,
        network: 'Chain 0 · 1',
        preview: { kind: 'message', text: 'Hello from the shop' },
      },
    });
    const signature = (await approved(asked)) as `0x${string}`;
    expect(await verifyMessage({ address, message: 'Hello from the shop', signature })).toBe(true);
  });

  it('eth_signTypedData_v4 shows the type and the data, and signs them', async () => {
    const asked = await rpc('eth_signTypedData_v4', [address, JSON.stringify(TYPED_DATA)]);
    expect(asked).toMatchObject({
      request: { preview: { kind: 'typedData', domainName: 'Keyport Shop', primaryType: 'Order' } },
    });
    const signature = (await approved(asked)) as `0x${string}`;
    expect(
      await verifyTypedData({ ...TYPED_DATA, message: { item: 'tea', quantity: 2n }, address, signature }),
    ).toBe(true);
  });

  it('eth_sendTransaction shows recipient, amount and network, then is signed here and sent on the chain', async () => {
    const asked = await rpc('eth_sendTransaction', [
      { from: address, to: receiver, value: `0x${parseEther('1.5').toString(16)}` },
    ]);
    expect(asked).toMatchObject({
      request: { preview: { kind: 'transaction', to: receiver, valueEther: '1.5 ETH' } },
    });
    const hash = (await approved(asked)) as `0x${string}`;
    const receipt = await createPublicClient({ transport: http(nodes[0]!.rpcUrl) }).getTransactionReceipt({
      hash,
    });
    expect(receipt.status).toBe('success');
    expect(await balanceOf(nodes[0]!, receiver)).toBe(parseEther('1.5'));
  });

  it('wallet_sendCalls (eoa): the calls go out one after another; wallet_getCallsStatus reports them to the sender only', async () => {
    const calls = [
      { to: receiver, value: `0x${parseEther('0.25').toString(16)}` },
      { to: receiver, value: `0x${parseEther('0.5').toString(16)}` },
    ];
    const asked = await rpc('wallet_sendCalls', [
      { version: '2.0.0', chainId: '0xa4b1', from: address, calls },
    ]);
    expect(asked).toMatchObject({
      request: {
        network: 'Chain 1 · 42161',
        preview: { kind: 'calls', calls: [{ valueEther: '0.25 ETH' }, { valueEther: '0.5 ETH' }] },
      },
    });
    const { id } = (await approved(asked)) as { id: string };
    expect(id).toMatch(/^0x[0-9a-f]{64}$/);
    let status: { status: number; receipts: { status: string }[] } = { status: 100, receipts: [] };
    for (let poll = 0; poll < 100 && status.status === 100; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = payloadOf(await rpc('wallet_getCallsStatus', [id])) as typeof status;
    }
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0xa4b1', status: 200, atomic: false });
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1']);
    expect(await balanceOf(nodes[1]!, receiver)).toBe(parseEther('0.75'));
    expect(await rpc('wallet_getCallsStatus', [id], context())).toEqual({
      outcome: 'error',
      message: 'Not logged in: log in to the wallet first',
    });
  });

  it('Hostile input: a request for another account, without a login, for Solana or user operations is refused before any approval', async () => {
    expect(await rpc('personal_sign', ['0x68656c6c6f', receiver])).toEqual({
      outcome: 'error',
      message: `The request names the account ${receiver}, which is not this wallet’s (${address})`,
    });
    expect(await rpc('personal_sign', ['0x68656c6c6f', address], context())).toEqual({
      outcome: 'error',
      message: 'Not logged in: log in to the wallet first',
    });
    expect(await rpc('solana_signMessage', { message: 'x', pubkey: 'y' })).toEqual({
      outcome: 'error',
      message: 'The devstack wallet service has no Solana accounts',
    });
    expect(await rpc('eth_sendUserOperation', [])).toEqual({
      outcome: 'error',
      message: 'Smart accounts are not enabled on this network',
    });
    const onChain10 = {
      method: 'eth_sendTransaction',
      params: [{ from: address, to: receiver }],
      chainId: 10,
    };
    expect(await service.request({ context: on, type: 'RPC_REQUEST', payload: onChain10 })).toEqual({
      outcome: 'error',
      message: 'Chain 10 is not a devstack chain (there are 1, 42161)',
    });
  });

  it('an approval ticket is used once, by its own session, within 10 minutes', async () => {
    const first = await rpc('personal_sign', ['0x68656c6c6f', address]);
    if (first.outcome !== 'approval') throw new Error(JSON.stringify(first));
    const stranger = await service.approve({ context: context(), ticket: first.ticket });
    expect(stranger).toEqual({ outcome: 'error', message: 'This request is no longer waiting for approval' });
    await approved(first);
    expect(await service.approve({ context: on, ticket: first.ticket })).toEqual({
      outcome: 'error',
      message: 'This request is no longer waiting for approval',
    });
    const late = await rpc('personal_sign', ['0x68656c6c6f', address]);
    clock.advance(10 * 60_000);
    if (late.outcome !== 'approval') throw new Error(JSON.stringify(late));
    expect(await service.approve({ context: on, ticket: late.ticket })).toEqual({
      outcome: 'error',
      message: 'This request waited too long: send it again',
    });
  });
});
