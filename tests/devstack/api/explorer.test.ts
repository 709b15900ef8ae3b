import {
  type Address,
  erc20Abi,
  formatEther,
  formatGwei,
  formatUnits,
  type Hash,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem';
import { NATIVE_TOKEN_ADDRESS } from '../../../devstack/api/chains/caip';
import { SWAP_ROUTER_ABI, SWAP_ROUTER_ADDRESS } from '../../../devstack/api/convert/swapRouter';
import { devChainClients } from '../../../devstack/chain/devChainClients';
import { type DevChain, type DevToken } from '../../../devstack/chain/DevChain';
import { devAccount, firstChain, STACK_START_TIMEOUT_MS, startApiStack, type ApiStack } from './apiStack';

/**
 * The devstack's block explorer (the pages the demo's "View on block explorer" and "Block explorer"
 * links open): what it shows is compared with the chain's own receipts, blocks and balances.
 */

let stack: ApiStack;
let chain: DevChain;

beforeAll(async () => {
  stack = await startApiStack();
  chain = firstChain(stack);
}, STACK_START_TIMEOUT_MS);

afterAll(() => stack.close());

interface Page {
  readonly status: number;
  readonly html: string;
}

/** Opens an explorer page as a browser would: no project id, whatever the path holds. */
async function open(path: string): Promise<Page> {
  const response = await fetch(new URL(path, stack.api.url));
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  return { status: response.status, html: await response.text() };
}

/** What a reader sees of some markup: tags dropped, entities decoded, spaces collapsed. */
function textOf(markup: string): string {
  return markup
    .replace(/<[^>]*>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the details row headed `label`. */
function row(html: string, label: string): string {
  const match = new RegExp(`<th scope="row">${label}</th><td>(.*?)</td></tr>`).exec(html);
  if (match?.[1] === undefined) throw new Error(`The page has no "${label}" row`);
  return textOf(match[1]);
}

/** The body rows of the table captioned `caption`, as the text of each cell. */
function tableRows(html: string, caption: string): string[][] {
  const start = html.indexOf(`>${caption}</caption>`);
  if (start < 0) throw new Error(`The page has no "${caption}" table`);
  const body = html.slice(html.indexOf('<tbody>', start), html.indexOf('</tbody>', start));
  return [...body.matchAll(/<tr>(.*?)<\/tr>/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<td>(.*?)<\/td>/g)].map((cell) => textOf(cell[1] ?? '')),
  );
}

function addressLinkOf(address: string): string {
  return `<a href="/explorer/${chain.chainId}/address/${address}" class="mono">${address}</a>`;
}

function token(symbol: string): DevToken {
  const found = chain.tokens.find((candidate) => candidate.symbol === symbol);
  if (found === undefined) throw new Error(`The dev chain has no ${symbol}`);
  return found;
}

async function minedReceipt(hash: Hash) {
  return devChainClients(chain).publicClient.waitForTransactionReceipt({ hash });
}

/** What the explorer must show as the time of the transaction's block, in UTC. */
async function blockTimeOf(blockNumber: bigint): Promise<string> {
  const block = await devChainClients(chain).publicClient.getBlock({ blockNumber });
  const iso = new Date(Number(block.timestamp) * 1_000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;
}

async function sendEther(fromAccount: number, to: Address, ether: string): Promise<Hash> {
  const { walletClient } = devChainClients(chain, fromAccount);
  const hash = await walletClient.sendTransaction({ to, value: parseEther(ether) });
  await minedReceipt(hash);
  return hash;
}

describe('devstack block explorer: GET /explorer/{chainId}/tx/{hash} (SPEC §5 send: "View on block explorer")', () => {
  it('shows a sent ether transaction exactly as the chain mined it: hash, Success, block and time, from, to, value and fee', async () => {
    const sender = devAccount(chain, 2);
    const receiver = devAccount(chain, 3);
    const hash = await sendEther(2, receiver, '0.1');
    const receipt = await minedReceipt(hash);

    const { status, html } = await open(`/explorer/${chain.chainId}/tx/${hash}`);
    expect(status).toBe(200);
    expect(textOf(html.slice(html.indexOf('<h1'), html.indexOf('</h1>')))).toBe('Transaction');
    expect(row(html, 'Transaction hash')).toBe(hash);
    expect(row(html, 'Status')).toBe('Success');
    expect(row(html, 'Block')).toBe(receipt.blockNumber.toString());
    expect(row(html, 'Time')).toBe(await blockTimeOf(receipt.blockNumber));
    expect(row(html, 'From')).toBe(sender);
    expect(row(html, 'To')).toBe(receiver);
    expect(row(html, 'Value')).toBe('0.1 ETH');
    expect(row(html, 'Transaction fee')).toBe(
      `${formatEther(receipt.gasUsed * receipt.effectiveGasPrice)} ETH`,
    );
    // A plain ether transfer uses exactly 21 000 gas.
    expect(receipt.gasUsed).toBe(21_000n);
    expect(row(html, 'Gas')).toBe(`21,000 used at ${formatGwei(receipt.effectiveGasPrice)} gwei`);
    // The value is the whole of what moved: it is not listed again as a token transfer.
    expect(html).toContain('This transaction moved no tokens besides its value.');
    expect(html).toContain(addressLinkOf(sender));
    expect(html).toContain(addressLinkOf(receiver));
  });

  it('lists an ERC-20 transfer as the history index decoded it, and finds the hash in any letter case', async () => {
    const dai = token('DDAI');
    const sender = devAccount(chain, 0);
    const receiver = devAccount(chain, 4);
    const { walletClient } = devChainClients(chain, 0);
    const hash = await walletClient.writeContract({
      address: dai.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [receiver, parseUnits('250.5', dai.decimals)],
    });
    await minedReceipt(hash);

    const { status, html } = await open(
      `/explorer/${chain.chainId}/tx/${hash.toUpperCase().replace('0X', '0x')}`,
    );
    expect(status).toBe(200);
    expect(row(html, 'Transaction hash')).toBe(hash);
    expect(row(html, 'To')).toBe(dai.address);
    expect(row(html, 'Value')).toBe('0 ETH');
    expect(tableRows(html, 'Token transfers')).toEqual([['DDAI', '250.5', sender, receiver]]);
  });

  it('lists the ether the swap router paid out for sold DDAI, and the DDAI that went in', async () => {
    const dai = token('DDAI');
    const trader = devAccount(chain, 0);
    const { publicClient, walletClient } = devChainClients(chain, 0);
    const approval = await walletClient.writeContract({
      address: dai.address,
      abi: erc20Abi,
      functionName: 'approve',
      args: [SWAP_ROUTER_ADDRESS, maxUint256],
    });
    await minedReceipt(approval);
    const sold = parseUnits('300', dai.decimals);
    const [, reserveOut] = await publicClient.readContract({
      address: SWAP_ROUTER_ADDRESS,
      abi: SWAP_ROUTER_ABI,
      functionName: 'getReserves',
      args: [dai.address, NATIVE_TOKEN_ADDRESS],
    });
    const hash = await walletClient.writeContract({
      address: SWAP_ROUTER_ADDRESS,
      abi: SWAP_ROUTER_ABI,
      functionName: 'swap',
      args: [dai.address, NATIVE_TOKEN_ADDRESS, sold, 1n],
    });
    await minedReceipt(hash);
    const [, reserveAfter] = await publicClient.readContract({
      address: SWAP_ROUTER_ADDRESS,
      abi: SWAP_ROUTER_ABI,
      functionName: 'getReserves',
      args: [dai.address, NATIVE_TOKEN_ADDRESS],
    });

    const { html } = await open(`/explorer/${chain.chainId}/tx/${hash}`);
    expect(tableRows(html, 'Token transfers')).toEqual([
      ['DDAI', '300', trader, SWAP_ROUTER_ADDRESS],
      ['ETH', formatEther(reserveOut - reserveAfter), SWAP_ROUTER_ADDRESS, trader],
    ]);
  });

  it('says "Failed (reverted)" for a reverted transfer, and that nothing moved', async () => {
    const dai = token('DDAI');
    // Account 9 holds no DDAI; a fixed gas limit skips the estimate, so the transfer is mined and reverts.
    const { walletClient } = devChainClients(chain, 9);
    const hash = await walletClient.writeContract({
      address: dai.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [devAccount(chain, 8), parseUnits('1', dai.decimals)],
      gas: 100_000n,
    });
    expect((await minedReceipt(hash)).status).toBe('reverted');

    const { html } = await open(`/explorer/${chain.chainId}/tx/${hash}`);
    expect(row(html, 'Status')).toBe('Failed (reverted)');
    expect(html).toContain('Nothing moved: the transaction reverted.');
  });

  it('answers 404 pages in plain words for an unknown hash, a malformed hash and an unknown chain', async () => {
    const unknown = `0x${'ab'.repeat(32)}`;
    const missing = await open(`/explorer/${chain.chainId}/tx/${unknown}`);
    expect(missing.status).toBe(404);
    expect(textOf(missing.html)).toContain(
      `No transaction with the hash ${unknown} has been mined on ${chain.name} (chain ${chain.chainId}).`,
    );

    const malformed = await open(`/explorer/${chain.chainId}/tx/0x1234`);
    expect(malformed.status).toBe(404);
    expect(textOf(malformed.html)).toContain(
      '"0x1234" is not a transaction hash: a hash is 0x followed by 64 hexadecimal digits.',
    );

    const otherChain = await open(`/explorer/5/tx/${unknown}`);
    expect(otherChain.status).toBe(404);
    expect(textOf(otherChain.html)).toContain(
      'This devstack runs no chain with the id "5". Here Ethereum (devstack) is chain 1, Arbitrum One (devstack) is chain 42161.',
    );
    for (const page of [missing, malformed, otherChain]) {
      expect(textOf(page.html.slice(page.html.indexOf('<h1'), page.html.indexOf('</h1>')))).toBe('Not found');
    }
  });

  it('keeps chains apart: a hash of chain 1 is not found on chain 42161', async () => {
    const hash = await sendEther(5, devAccount(chain, 6), '0.01');
    expect((await open(`/explorer/42161/tx/${hash}`)).status).toBe(404);
  });
});

describe('devstack block explorer: GET /explorer/{chainId}/address/{address} (Account view: "Block explorer")', () => {
  it("shows the address's ether and dev-token balances as the chain holds them, and its transactions newest first, each linked", async () => {
    const address = devAccount(chain, 7);
    const usdc = token('DUSDC');
    const { publicClient, walletClient } = devChainClients(chain, 0);
    await minedReceipt(
      await walletClient.writeContract({
        address: usdc.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [address, parseUnits('12.5', usdc.decimals)],
      }),
    );
    const older = await sendEther(7, devAccount(chain, 1), '0.5');
    const newer = await sendEther(1, address, '0.25');
    const ether = await publicClient.getBalance({ address });
    const usdcHeld = await publicClient.readContract({
      address: usdc.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    });

    const { status, html } = await open(`/explorer/${chain.chainId}/address/${address.toLowerCase()}`);
    expect(status).toBe(200);
    expect(row(html, 'Address')).toBe(address);
    expect(row(html, 'Balance')).toBe(`${formatEther(ether)} ETH`);
    const tokens = tableRows(html, 'Tokens');
    expect(tokens.find(([name]) => name === usdc.name)?.[1]).toBe(
      `${formatUnits(usdcHeld, usdc.decimals)} DUSDC`,
    );
    const transactions = tableRows(html, 'Transactions');
    expect(
      transactions
        .slice(0, 2)
        .map(([hash, , type, from, to, moved, status]) => [hash, type, from, to, moved, status]),
    ).toEqual([
      [newer, 'Receive', devAccount(chain, 1), address, '+0.25 ETH', 'Success'],
      [older, 'Send', address, devAccount(chain, 1), '-0.5 ETH', 'Success'],
    ]);
    expect(html).toContain(`<a href="/explorer/${chain.chainId}/tx/${newer}" class="mono">${newer}</a>`);
    expect(html).toContain(addressLinkOf(devAccount(chain, 1)));
  });

  it('pages a long history: "Older transactions" leads to the next page, which links back to the newest', async () => {
    const address = devAccount(chain, 0);
    const first = await open(`/explorer/${chain.chainId}/address/${address}`);
    const older = /<a href="([^"]+\?cursor=[^"]+)">Older transactions<\/a>/.exec(first.html)?.[1];
    expect(older).toBeDefined();
    const second = await open((older ?? '').replace(/&amp;/g, '&'));
    expect(second.status).toBe(200);
    expect(second.html).toContain(
      `<a href="/explorer/${chain.chainId}/address/${address}">Newest transactions</a>`,
    );
    const hashesOf = (page: Page) => tableRows(page.html, 'Transactions').map(([hash]) => hash);
    expect(hashesOf(first)).toHaveLength(10);
    expect(hashesOf(second).some((hash) => hashesOf(first).includes(hash))).toBe(false);
  });

  it('answers a 400 page for a malformed address, and a 404 page for an unknown chain', async () => {
    const malformed = await open(`/explorer/${chain.chainId}/address/0xnotanaddress`);
    expect(malformed.status).toBe(400);
    expect(textOf(malformed.html)).toContain(
      '"0xnotanaddress" is not an address: an address is 0x followed by 40 hexadecimal digits.',
    );
    const otherChain = await open(`/explorer/10/address/${devAccount(chain, 0)}`);
    expect(otherChain.status).toBe(404);
  });

  it('escapes what the visitor put in the URL: markup in a path comes back as text', async () => {
    const attack = '<script>alert("x")</script>';
    for (const path of [
      `/explorer/${chain.chainId}/address/${encodeURIComponent(attack)}`,
      `/explorer/${chain.chainId}/tx/${encodeURIComponent(attack)}`,
      `/explorer/${encodeURIComponent(`"><img src=x onerror=alert(1)>`)}/tx/0x00`,
    ]) {
      const { html } = await open(path);
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
    }
    const { html } = await open(`/explorer/${chain.chainId}/address/${encodeURIComponent(attack)}`);
    expect(html).toContain('&quot;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&quot; is not an address');
  });
});
