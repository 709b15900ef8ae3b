import { type Address, erc20Abi, parseUnits } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { devChainClients } from '../../../devstack/chain/devChainClients';
import { DEMO_PROJECT_ID } from '../../../devstack/config';
import { firstChain, STACK_START_TIMEOUT_MS, startApiStack, type ApiStack } from './apiStack';

let stack: ApiStack;

beforeAll(async () => {
  stack = await startApiStack();
}, STACK_START_TIMEOUT_MS);

afterAll(() => stack.close());

/** A wallet nobody has used: its balances start at zero, so any change is the checkout's. */
function freshWallet(): Address {
  return privateKeyToAccount(generatePrivateKey()).address;
}

async function checkoutUrlFor(
  address: Address,
  asset: string,
  extra: Record<string, unknown> = { presetFiatAmount: 100 },
): Promise<string> {
  const answer = await stack.post<{ url: string }>(
    '/v1/generators/onrampurl',
    {
      destinationWallets: [{ address, blockchains: ['ethereum'], assets: [asset] }],
      defaultNetwork: 'ethereum',
      partnerUserId: address,
      defaultExperience: 'buy',
      ...extra,
    },
    { projectId: DEMO_PROJECT_ID },
  );
  expect(answer.status).toBe(200);
  return answer.body.url;
}

async function page(url: string, method: 'GET' | 'POST' = 'GET'): Promise<{ status: number; html: string }> {
  const response = await fetch(url, { method });
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  return { status: response.status, html: await response.text() };
}

/** The value of the table row headed `label`. */
function rowValue(html: string, label: string): string {
  const match = new RegExp(`<th scope="row">${label}</th><td>([^<]*)</td>`).exec(html);
  if (match?.[1] === undefined) throw new Error(`The page has no "${label}" row`);
  return match[1];
}

function transactionHashOf(html: string): `0x${string}` {
  return rowValue(html, 'Transaction hash') as `0x${string}`;
}

const clients = () => devChainClients(firstChain(stack));

function tokenOf(symbol: string) {
  const token = firstChain(stack).tokens.find((candidate) => candidate.symbol === symbol);
  if (token === undefined) throw new Error(`The dev chain has no ${symbol}`);
  return token;
}

async function tokenBalance(symbol: string, owner: Address): Promise<bigint> {
  return clients().publicClient.readContract({
    address: tokenOf(symbol).address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
}

async function expectMinedSuccessfully(hash: `0x${string}`): Promise<void> {
  const receipt = await clients().publicClient.getTransactionReceipt({ hash });
  expect(receipt.status).toBe('success');
}

describe('Buy: the devstack checkout delivers the purchased tokens (SPEC §3 quote, §7 onramp URL)', () => {
  it('shows the order: provider, asset and network, destination, payment currency, fees and total', async () => {
    const wallet = freshWallet();
    const { status, html } = await page(await checkoutUrlFor(wallet, 'DUSDC'));
    expect(status).toBe(200);
    expect(html).toContain('<h1');
    expect(rowValue(html, 'Provider')).toBe('Coinbase');
    expect(rowValue(html, 'You buy')).toMatch(/^\d+(\.\d+)? DUSDC$/);
    expect(rowValue(html, 'Network')).toBe('Ethereum (chain 1)');
    expect(rowValue(html, 'Deliver to')).toBe(wallet);
    expect(rowValue(html, 'Payment currency')).toBe('USD');
    expect(rowValue(html, 'Coinbase fee')).toBe('1.50 USD');
    expect(rowValue(html, 'Network fee')).toMatch(/^\d+\.\d\d USD$/);
    expect(rowValue(html, 'Total')).toBe('100.00 USD');
    expect(html).toMatch(
      /<form method="post" action="\/checkout\?[^"]+">\s*<button type="submit">Pay 100.00 USD<\/button>/,
    );
  });

  it('Pay delivers ether: the wallet balance rises by exactly the amount shown, in a mined transaction', async () => {
    const wallet = freshWallet();
    const url = await checkoutUrlFor(wallet, 'ETH');
    const shown = rowValue((await page(url)).html, 'You buy');
    expect(shown).toMatch(/ ETH$/);
    const before = await clients().publicClient.getBalance({ address: wallet });

    const receipt = await page(url, 'POST');
    expect(receipt.status).toBe(200);
    expect(receipt.html).toContain('You can close this window.');
    expect(rowValue(receipt.html, 'Amount')).toBe(shown);
    const hash = transactionHashOf(receipt.html);
    await expectMinedSuccessfully(hash);
    const after = await clients().publicClient.getBalance({ address: wallet });
    expect(after - before).toBe(parseUnits(shown.replace(' ETH', ''), 18));
    expect(after - before).toBeGreaterThan(0n);
  });

  it('Pay delivers an ERC-20 (DUSDC): the balance rises by exactly the amount shown', async () => {
    const wallet = freshWallet();
    const url = await checkoutUrlFor(wallet, 'DUSDC', { presetFiatAmount: 250 });
    const shown = rowValue((await page(url)).html, 'You buy');

    const receipt = await page(url, 'POST');
    expect(receipt.status).toBe(200);
    await expectMinedSuccessfully(transactionHashOf(receipt.html));
    const delivered = await tokenBalance('DUSDC', wallet);
    expect(delivered).toBe(parseUnits(shown.replace(' DUSDC', ''), tokenOf('DUSDC').decimals));
    expect(delivered).toBeGreaterThan(0n);
  });

  it('paying the same order twice, one after the other or at once, delivers once', async () => {
    const wallet = freshWallet();
    const url = await checkoutUrlFor(wallet, 'DDAI');
    const [first, second] = await Promise.all([page(url, 'POST'), page(url, 'POST')]);
    const third = await page(url, 'POST');
    const hash = transactionHashOf(first.html);
    expect([second, third].map((answer) => transactionHashOf(answer.html))).toEqual([hash, hash]);
    expect(third.html).toContain('This order was already paid; nothing more was sent.');
    const shown = rowValue(first.html, 'Amount').replace(' DDAI', '');
    expect(await tokenBalance('DDAI', wallet)).toBe(parseUnits(shown, tokenOf('DDAI').decimals));
  });

  it('answers an expired, malformed or unpayable order with a 400 error page and delivers nothing', async () => {
    const wallet = freshWallet();
    const valid = new URL(await checkoutUrlFor(wallet, 'ETH'));
    const changed = (name: string, value: string | null) => {
      const url = new URL(valid);
      if (value === null) url.searchParams.delete(name);
      else url.searchParams.set(name, value);
      return url.toString();
    };
    const badOrders = [
      changed('expiresAt', String(Date.now() - 1000)),
      changed('orderId', 'not-an-order'),
      changed('destinationWallets', '{'),
      changed('destinationWallets', JSON.stringify([{ address: wallet, blockchains: [], assets: ['DOGE'] }])),
      changed('presetFiatAmount', null),
      changed('presetFiatAmount', '5'),
    ];
    for (const url of badOrders) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await page(url, method);
        expect({ url, method, status: answer.status }).toEqual({ url, method, status: 400 });
        expect(answer.html).toContain('This order cannot be paid');
        expect(answer.html).toContain('role="alert"');
      }
    }
    expect(await page(changed('expiresAt', String(Date.now() - 1000)))).toMatchObject({
      html: expect.stringContaining('The order expired at'),
    });
    expect(await clients().publicClient.getBalance({ address: wallet })).toBe(0n);
  });
});
