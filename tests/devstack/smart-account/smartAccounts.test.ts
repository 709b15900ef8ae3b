import { createHash } from 'node:crypto';
import {
  encodeFunctionData,
  erc20Abi,
  hashMessage,
  parseEther,
  parseEventLogs,
  parseUnits,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { devChainClients, type DevChainClients } from '../../../devstack/chain/devChainClients';
import { type DevChain } from '../../../devstack/chain/DevChain';
import { SWAP_ROUTER_ADDRESS } from '../../../devstack/chain/devSwapPools';
import { startDevChain } from '../../../devstack/chain/startDevChain';
import { startGanacheNode } from '../../../devstack/chain/startGanacheNode';
import { DEV_CHAINS, type DevChainSpec } from '../../../devstack/config';
import {
  deploySmartAccount,
  executeCalls,
  isSmartAccountDeployed,
  signatureIsValid,
  SMART_ACCOUNT_FACTORY_ADDRESS,
  SMART_ACCOUNT_FUNDER_ACCOUNT,
  SMART_ACCOUNT_SEED_WEI,
  smartAccountAddress,
  SmartAccountCallError,
} from '../../../devstack/smart-account';
import { keyportAccountAbi } from '../../../devstack/smart-account/keyportAccountAbi';

// Each test deploys and sends on a dev chain, a few transactions mined one after another: well
// within a second here, but jest's 5 s default leaves too little room on a busy two-core machine.
jest.setTimeout(30_000);

const ARBITRUM = DEV_CHAINS.find((spec) => spec.chainId === 42161) as DevChainSpec;

/**
 * What every start of the 42161 dev chain has mined before anyone uses it (deployments from account 0
 * at nonces 0–4, the seeded history, the swap pools), as a digest of each transaction's hash, sender,
 * recipient, nonce, value and input, taken on the chain as it was before smart accounts existed.
 */
const SEEDED_HISTORY_DIGEST = '613c3948052613f5e14cdee709f914539e1db0b558a830c3e118b82b94ebe30e';
const SEEDED_TRANSACTION_COUNT = 36;

async function seededHistoryDigest(clients: DevChainClients): Promise<{ digest: string; count: number }> {
  const latest = await clients.publicClient.getBlockNumber();
  const blocks = await Promise.all(
    Array.from({ length: Number(latest) }, (_, index) =>
      clients.publicClient.getBlock({ blockNumber: BigInt(index + 1), includeTransactions: true }),
    ),
  );
  const rows = blocks
    .flatMap((block) => block.transactions)
    .map((tx) => [tx.hash, tx.from, tx.to, tx.nonce, tx.value, tx.input].join(','));
  return { digest: createHash('sha256').update(rows.join('\n')).digest('hex'), count: rows.length };
}

describe('devstack smart accounts (SPEC §3 account types: a smart account per embedded-wallet user)', () => {
  let chain: DevChain;
  let clients: DevChainClients;
  let seededHistory: { digest: string; count: number };
  let dai: Address;

  beforeAll(async () => {
    chain = await startDevChain(ARBITRUM, { port: 0 });
    clients = devChainClients(chain);
    seededHistory = await seededHistoryDigest(clients);
    dai = chain.tokens.find((token) => token.symbol === 'DDAI')!.address;
  }, 60_000);
  afterAll(() => chain.close());

  const balanceOf = (address: Address) => clients.publicClient.getBalance({ address });
  const daiOf = (address: Address) =>
    clients.publicClient.readContract({
      address: dai,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    });
  const blockNumber = () => clients.publicClient.getBlockNumber();
  const freshOwner = () => privateKeyToAccount(generatePrivateKey());
  const daiTransfer = (to: Address, amount: string): Hex =>
    encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, parseUnits(amount, 18)] });
  /** Gives a smart account dev DAI from account 0, which holds the seeded DAI. */
  const giveDai = async (to: Address, amount: string) => {
    const hash = await clients.walletClient.writeContract({
      address: dai,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to, parseUnits(amount, 18)],
    });
    await clients.publicClient.waitForTransactionReceipt({ hash });
  };

  describe('the dev chain around it', () => {
    it('leaves the existing deployments at their addresses and the seeded history as it was', async () => {
      expect(chain.tokens.map((token) => token.address)).toEqual([
        '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
        '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
      ]);
      expect(chain.nftCollections.map((collection) => collection.address)).toEqual([
        '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
        '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
      ]);
      expect(seededHistory).toEqual({ digest: SEEDED_HISTORY_DIGEST, count: SEEDED_TRANSACTION_COUNT });
      expect(await clients.publicClient.getCode({ address: SWAP_ROUTER_ADDRESS })).toMatch(
        /^0x[0-9a-f]{100,}/,
      );
    });

    it('has the factory at its fixed address without a transaction: the funder starts unused', async () => {
      expect(await clients.publicClient.getCode({ address: SMART_ACCOUNT_FACTORY_ADDRESS })).toMatch(
        /^0x[0-9a-f]{100,}/,
      );
      const funder = chain.accounts[SMART_ACCOUNT_FUNDER_ACCOUNT]!.address;
      expect(await clients.publicClient.getTransactionCount({ address: funder })).toBe(0);
    });
  });

  describe('address and deployment', () => {
    it('knows the address before deployment, sending nothing, and deploys there', async () => {
      const owner = freshOwner();
      const before = await blockNumber();
      const counterfactual = await smartAccountAddress(owner.address, chain);
      expect(await isSmartAccountDeployed(owner.address, chain)).toBe(false);
      expect(await blockNumber()).toBe(before);

      const deployment = await deploySmartAccount(owner.address, chain);
      expect(deployment).toEqual({ address: counterfactual, deployed: true, created: true });
      expect(await isSmartAccountDeployed(owner.address, chain)).toBe(true);
      expect(
        await clients.publicClient.readContract({
          address: counterfactual,
          abi: keyportAccountAbi,
          functionName: 'owner',
        }),
      ).toBe(owner.address);
      expect(await balanceOf(counterfactual)).toBe(SMART_ACCOUNT_SEED_WEI);
    });

    it('is idempotent: deploying again sends nothing and gives no more ether, also when asked twice at once', async () => {
      const owner = freshOwner();
      const [first, second] = await Promise.all([
        deploySmartAccount(owner.address, chain),
        deploySmartAccount(owner.address.toLowerCase(), chain),
      ]);
      expect([first.created, second.created].sort()).toEqual([false, true]);
      expect(second.address).toBe(first.address);
      const before = await blockNumber();
      expect(await deploySmartAccount(owner.address, chain)).toEqual({
        address: first.address,
        deployed: true,
        created: false,
      });
      expect(await blockNumber()).toBe(before);
      expect(await balanceOf(first.address)).toBe(SMART_ACCOUNT_SEED_WEI);
    });

    it('gives each owner an account of their own', async () => {
      const [one, two] = [freshOwner(), freshOwner()];
      expect(await smartAccountAddress(one.address, chain)).not.toBe(
        await smartAccountAddress(two.address, chain),
      );
    });
  });

  describe('executeCalls', () => {
    it('moves ether from the account in one transaction paid by the funder (the account pays no gas)', async () => {
      const key = generatePrivateKey();
      const account = (await deploySmartAccount(privateKeyToAccount(key).address, chain)).address;
      const receiver = chain.accounts[2]!.address;
      const [receiverBefore, accountBefore] = [await balanceOf(receiver), await balanceOf(account)];

      const hash = await executeCalls(key, chain, [{ to: receiver, value: parseEther('0.25') }]);

      expect(await balanceOf(receiver)).toBe(receiverBefore + parseEther('0.25'));
      expect(await balanceOf(account)).toBe(accountBefore - parseEther('0.25'));
      const transaction = await clients.publicClient.getTransaction({ hash });
      expect(transaction.from).toBe(chain.accounts[SMART_ACCOUNT_FUNDER_ACCOUNT]!.address.toLowerCase());
      expect(transaction.to).toBe(account.toLowerCase());
    });

    it('calls a token transfer', async () => {
      const key = generatePrivateKey();
      const account = (await deploySmartAccount(privateKeyToAccount(key).address, chain)).address;
      await giveDai(account, '100');
      const receiver = chain.accounts[6]!.address;
      const before = await daiOf(receiver);

      await executeCalls(key, chain, [{ to: dai, data: daiTransfer(receiver, '40') }]);

      expect(await daiOf(receiver)).toBe(before + parseUnits('40', 18));
      expect(await daiOf(account)).toBe(parseUnits('60', 18));
    });

    it('deploys the account first when it is not there yet, so a first send works', async () => {
      const key = generatePrivateKey();
      const owner = privateKeyToAccount(key).address;
      const receiver = chain.accounts[5]!.address;
      const before = await balanceOf(receiver);

      await executeCalls(key, chain, [{ to: receiver, value: parseEther('0.1') }]);

      expect(await isSmartAccountDeployed(owner, chain)).toBe(true);
      expect(await balanceOf(receiver)).toBe(before + parseEther('0.1'));
    });

    it('runs a batch of 3 as one transaction, each call logged in order', async () => {
      const key = generatePrivateKey();
      const account = (await deploySmartAccount(privateKeyToAccount(key).address, chain)).address;
      await giveDai(account, '10');
      const [first, second, third] = [
        chain.accounts[2]!.address,
        chain.accounts[5]!.address,
        chain.accounts[6]!.address,
      ];
      const before = [await balanceOf(first), await balanceOf(second), await daiOf(third)];

      const hash = await executeCalls(key, chain, [
        { to: first, value: parseEther('0.1') },
        { to: second, value: parseEther('0.2') },
        { to: dai, data: daiTransfer(third, '3') },
      ]);

      expect([await balanceOf(first), await balanceOf(second), await daiOf(third)]).toEqual([
        before[0]! + parseEther('0.1'),
        before[1]! + parseEther('0.2'),
        before[2]! + parseUnits('3', 18),
      ]);
      const receipt = await clients.publicClient.getTransactionReceipt({ hash });
      const executed = parseEventLogs({ abi: keyportAccountAbi, logs: receipt.logs, eventName: 'Executed' });
      expect(executed.map((log) => log.args.to)).toEqual([first, second, dai]);
    });

    it('refuses a batch whose second call fails, naming it, and nothing moves', async () => {
      const key = generatePrivateKey();
      const account = (await deploySmartAccount(privateKeyToAccount(key).address, chain)).address;
      await giveDai(account, '5');
      const receiver = chain.accounts[2]!.address;
      const before = {
        receiver: await balanceOf(receiver),
        account: await balanceOf(account),
        dai: await daiOf(account),
      };
      const block = await blockNumber();

      const failing = executeCalls(key, chain, [
        { to: receiver, value: parseEther('0.1') },
        { to: dai, data: daiTransfer(receiver, '6') },
        { to: receiver, value: parseEther('0.1') },
      ]);

      await expect(failing).rejects.toThrow(SmartAccountCallError);
      await expect(failing).rejects.toMatchObject({
        index: 1,
        to: dai,
        message: expect.stringContaining('Call 2 of 3') as string,
      });
      await expect(failing).rejects.toThrow(
        /ERC20InsufficientBalance\(0x[0-9a-fA-F]{40}, 5000000000000000000, 6000000000000000000\)/,
      );
      expect({
        receiver: await balanceOf(receiver),
        account: await balanceOf(account),
        dai: await daiOf(account),
      }).toEqual(before);
      expect(await blockNumber()).toBe(block);
    });

    it('refuses calls sending more ether than the account holds, before sending anything', async () => {
      const key = generatePrivateKey();
      const account = (await deploySmartAccount(privateKeyToAccount(key).address, chain)).address;
      const block = await blockNumber();
      await expect(
        executeCalls(key, chain, [{ to: chain.accounts[2]!.address, value: SMART_ACCOUNT_SEED_WEI + 1n }]),
      ).rejects.toThrow(`Smart account ${account} holds 1 ETH but the calls send 1.000000000000000001 ETH`);
      expect(await blockNumber()).toBe(block);
    });

    it('relays two owners at once without their transactions colliding', async () => {
      const [one, two] = [generatePrivateKey(), generatePrivateKey()];
      const receiver = chain.accounts[7]!.address;
      const before = await balanceOf(receiver);
      await Promise.all([
        executeCalls(one, chain, [{ to: receiver, value: 1n }]),
        executeCalls(two, chain, [{ to: receiver, value: 2n }]),
        executeCalls(one, chain, [{ to: receiver, value: 4n }]),
      ]);
      expect(await balanceOf(receiver)).toBe(before + 7n);
    });
  });

  describe('signatureIsValid (ERC-1271)', () => {
    let key: Hex;
    let account: Address;
    const message = 'Sign in to the Keyport demo';

    beforeAll(async () => {
      key = generatePrivateKey();
      account = (await deploySmartAccount(privateKeyToAccount(key).address, chain)).address;
    });

    it("accepts the owner's personal_sign signature, and so does viem's verifyMessage against the account", async () => {
      const signature = await privateKeyToAccount(key).signMessage({ message });
      expect(await signatureIsValid(account, chain, hashMessage(message), signature)).toBe(true);
      expect(await clients.publicClient.verifyMessage({ address: account, message, signature })).toBe(true);
    });

    it('refuses another signer, a signature of another message, and garbage', async () => {
      const stranger = await freshOwner().signMessage({ message });
      const otherMessage = await privateKeyToAccount(key).signMessage({ message: 'something else' });
      expect(await signatureIsValid(account, chain, hashMessage(message), stranger)).toBe(false);
      expect(await signatureIsValid(account, chain, hashMessage(message), otherMessage)).toBe(false);
      expect(
        await clients.publicClient.verifyMessage({ address: account, message, signature: stranger }),
      ).toBe(false);
      for (const garbage of ['0x', '0x1234', `0x${'ab'.repeat(65)}`, `0x${'00'.repeat(65)}`] as const)
        expect(await signatureIsValid(account, chain, hashMessage(message), garbage)).toBe(false);
    });

    it('accepts nothing for an account not deployed yet', async () => {
      const ownerKey = generatePrivateKey();
      const undeployed = await smartAccountAddress(privateKeyToAccount(ownerKey).address, chain);
      const signature = await privateKeyToAccount(ownerKey).signMessage({ message });
      expect(await signatureIsValid(undeployed, chain, hashMessage(message), signature)).toBe(false);
    });
  });

  describe('bad input (clear errors, nothing sent)', () => {
    it.each([
      [
        'an owner that is not an address',
        () => smartAccountAddress('0x1234', chain),
        'The owner must be an address',
      ],
      ['a deploy for no owner', () => deploySmartAccount('', chain), 'The owner must be an address'],
      [
        'an owner key that is not a key',
        () => executeCalls('0x12', chain, [{ to: SWAP_ROUTER_ADDRESS }]),
        'The owner key must be a private key',
      ],
      [
        'an empty batch',
        () => executeCalls(generatePrivateKey(), chain, []),
        'A smart account batch needs at least one call',
      ],
      [
        'a call to no address',
        () => executeCalls(generatePrivateKey(), chain, [{ to: 'bob' }]),
        'Call 1: to must be an address',
      ],
      [
        'a negative value',
        () => executeCalls(generatePrivateKey(), chain, [{ to: SWAP_ROUTER_ADDRESS, value: -1n }]),
        'Call 1: value must be a whole number of wei',
      ],
      [
        'calldata that is not bytes',
        () => executeCalls(generatePrivateKey(), chain, [{ to: SWAP_ROUTER_ADDRESS, data: '0xabc' }]),
        'Call 1: data must be hex bytes',
      ],
      [
        'a hash that is not 32 bytes',
        () => signatureIsValid(SWAP_ROUTER_ADDRESS, chain, '0x1234', '0x'),
        'The hash must be 32 bytes',
      ],
      [
        'a signature that is not hex',
        () => signatureIsValid(SWAP_ROUTER_ADDRESS, chain, hashMessage('x'), 'signed'),
        'The signature must be hex bytes',
      ],
    ])('refuses %s', async (_, act, message) => {
      const block = await blockNumber();
      await expect(act()).rejects.toThrow(message);
      expect(await blockNumber()).toBe(block);
    });

    it('does not repeat a bad owner key in its error (keys stay out of logs)', async () => {
      const outOfRangeKey = `0x${'ff'.repeat(32)}`;
      const refused = executeCalls(outOfRangeKey, chain, [{ to: SWAP_ROUTER_ADDRESS }]);
      await expect(refused).rejects.toThrow('The owner key is not a valid secp256k1 private key');
      await expect(refused).rejects.toThrow(
        expect.objectContaining({ message: expect.not.stringContaining('ffff') as string }),
      );
    });

    it('names a chain without the factory', async () => {
      const bare = await startGanacheNode(ARBITRUM, { port: 0, genesisTime: new Date() });
      try {
        await expect(
          deploySmartAccount(freshOwner().address, { ...chain, rpcUrl: bare.rpcUrl }),
        ).rejects.toThrow(`Dev chain 42161 has no smart account factory at ${SMART_ACCOUNT_FACTORY_ADDRESS}`);
      } finally {
        await bare.close();
      }
    });
  });
});
