import {
  concat,
  decodeErrorResult,
  encodeAbiParameters,
  encodeFunctionData,
  erc20Abi,
  erc721Abi,
  getContractAddress,
  hashMessage,
  hashTypedData,
  parseEther,
  parseAbi,
  parseEventLogs,
  parseSignature,
  parseUnits,
  serializeSignature,
  toHex,
  zeroAddress,
  type Abi,
  type AbiParameter,
  type Address,
  type Hex,
} from 'viem';
import { generatePrivateKey, privateKeyToAccount, sign, type PrivateKeyAccount } from 'viem/accounts';
import { compileDevContracts } from '../../../devstack/chain/compileDevContracts';
import { type CompiledDevContracts } from '../../../devstack/chain/compiledContracts';
import { devChainClients, type DevChainClients } from '../../../devstack/chain/devChainClients';
import { type DevChain } from '../../../devstack/chain/DevChain';
import { startDevChain } from '../../../devstack/chain/startDevChain';
import { DEV_CHAINS, type DevChainSpec } from '../../../devstack/config';
import { SMART_ACCOUNT_FACTORY_ADDRESS } from '../../../devstack/smart-account';
import {
  ERC1271_MAGIC_VALUE,
  keyportAccountAbi,
  keyportAccountFactoryAbi,
} from '../../../devstack/smart-account/keyportAccountAbi';
import { revertDataOf } from '../../../devstack/smart-account/revertData';
import {
  signBatch,
  signedBatchTypedData,
  type AccountCall,
} from '../../../devstack/smart-account/signedBatch';

const ETHEREUM = DEV_CHAINS.find((spec) => spec.chainId === 1) as DevChainSpec;
const [OWNER, STRANGER, RELAYER, RECEIVER] = [5, 6, 7, 2];
const SALT = 7n;
const SIGNATURE_INVALID = '0xffffffff';
/** secp256k1's group order: s and n - s both verify, so a contract must refuse the high one. */
const CURVE_ORDER = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n;

/** An ABI entry in a form two ABIs can be compared by: kind, name, types (tuples spelled out), mutability. */
function shapeOf(item: Abi[number]): string {
  const types = (parameters: readonly AbiParameter[] = []): string =>
    parameters
      .map((parameter) =>
        'components' in parameter && parameter.type.startsWith('tuple')
          ? `(${types(parameter.components)})${parameter.type.slice('tuple'.length)}`
          : parameter.type,
      )
      .join(',');
  if (item.type === 'function')
    return `function ${item.name}(${types(item.inputs)}) ${item.stateMutability} returns (${types(item.outputs)})`;
  if (item.type === 'event' || item.type === 'error')
    return `${item.type} ${item.name}(${types(item.inputs)})`;
  return item.type;
}

describe('KeyportAccount and KeyportAccountFactory (SPEC §3 smart account; the contracts behind the devstack smart accounts)', () => {
  let chain: DevChain;
  let contracts: CompiledDevContracts;
  let owner: DevChainClients;
  let stranger: DevChainClients;
  let relayer: DevChainClients;
  let ownerSigner: PrivateKeyAccount;
  let account: Address;
  let receiver: Address;
  let read: DevChainClients['publicClient'];

  beforeAll(async () => {
    chain = await startDevChain(ETHEREUM, { port: 0 });
    contracts = (await compileDevContracts()).contracts;
    [owner, stranger, relayer] = [OWNER, STRANGER, RELAYER].map((index) => devChainClients(chain, index)) as [
      DevChainClients,
      DevChainClients,
      DevChainClients,
    ];
    read = owner.publicClient;
    ownerSigner = privateKeyToAccount(chain.accounts[OWNER]!.privateKey);
    receiver = chain.accounts[RECEIVER]!.address;
    account = await createAccount(ownerSigner.address, SALT, parseEther('10'));
  }, 60_000);
  afterAll(() => chain.close());

  const balanceOf = (address: Address) => read.getBalance({ address });
  const confirm = (hash: Hex) => read.waitForTransactionReceipt({ hash });

  async function createAccount(accountOwner: Address, salt: bigint, value = 0n): Promise<Address> {
    const hash = await relayer.walletClient.writeContract({
      address: SMART_ACCOUNT_FACTORY_ADDRESS,
      abi: keyportAccountFactoryAbi,
      functionName: 'createAccount',
      args: [accountOwner, salt],
      value,
    });
    const receipt = await confirm(hash);
    expect(receipt.status).toBe('success');
    return read.readContract({
      address: SMART_ACCOUNT_FACTORY_ADDRESS,
      abi: keyportAccountFactoryAbi,
      functionName: 'accountAddress',
      args: [accountOwner, salt],
    });
  }

  /** The error (declared by the account) that a call would revert with, read from a simulation. */
  async function revertOf(
    by: DevChainClients,
    request: { address: Address; abi: Abi; functionName: string; args: readonly unknown[] },
  ): Promise<{ errorName: string; args: readonly unknown[] }> {
    try {
      await by.publicClient.simulateContract({ account: by.walletClient.account, ...request } as never);
    } catch (error) {
      const data = revertDataOf(error);
      if (data === undefined) throw error;
      const decoded = decodeErrorResult({ abi: keyportAccountAbi, data });
      return { errorName: decoded.errorName, args: decoded.args ?? [] };
    }
    throw new Error(`${request.functionName} did not revert`);
  }

  /** The same for a call to the account under test. */
  const accountRevertOf = (
    by: DevChainClients,
    functionName: 'execute' | 'executeBatch' | 'executeBatchWithSignature',
    args: readonly unknown[],
  ) => revertOf(by, { address: account, abi: keyportAccountAbi, functionName, args });

  const latestTime = async () => (await read.getBlock()).timestamp;
  const sendEther = (value: bigint): AccountCall => ({ to: receiver, value, data: '0x' });

  describe('the factory', () => {
    it('puts an account at the CREATE2 address of its creation code and owner, the address accountAddress gave before', async () => {
      const newOwner = privateKeyToAccount(generatePrivateKey()).address;
      const expected = getContractAddress({
        opcode: 'CREATE2',
        from: SMART_ACCOUNT_FACTORY_ADDRESS,
        salt: toHex(3n, { size: 32 }),
        bytecode: concat([
          contracts.KeyportAccount.bytecode,
          encodeAbiParameters([{ type: 'address' }], [newOwner]),
        ]),
      });
      const before = await read.readContract({
        address: SMART_ACCOUNT_FACTORY_ADDRESS,
        abi: keyportAccountFactoryAbi,
        functionName: 'accountAddress',
        args: [newOwner, 3n],
      });
      expect(before).toBe(expected);
      expect(await read.getCode({ address: expected })).toBeUndefined();
      expect(await createAccount(newOwner, 3n)).toBe(expected);
      expect(
        await read.readContract({ address: expected, abi: keyportAccountAbi, functionName: 'owner' }),
      ).toBe(newOwner);
    });

    it('creates each account once: createAccount again returns it, deploys nothing and passes ether on', async () => {
      const value = parseEther('0.5');
      const balance = await balanceOf(account);
      const hash = await relayer.walletClient.writeContract({
        address: SMART_ACCOUNT_FACTORY_ADDRESS,
        abi: keyportAccountFactoryAbi,
        functionName: 'createAccount',
        args: [ownerSigner.address, SALT],
        value,
      });
      const receipt = await confirm(hash);
      expect(
        parseEventLogs({ abi: keyportAccountFactoryAbi, logs: receipt.logs, eventName: 'AccountCreated' }),
      ).toEqual([]);
      expect(await balanceOf(account)).toBe(balance + value);
    });

    it('refuses an account without an owner', async () => {
      expect(
        await revertOf(relayer, {
          address: SMART_ACCOUNT_FACTORY_ADDRESS,
          abi: keyportAccountFactoryAbi,
          functionName: 'createAccount',
          args: [zeroAddress, 0n],
        }),
      ).toEqual({ errorName: 'ZeroOwner', args: [] });
    });

    it("matches the module's written-out ABIs entry for entry (a changed contract fails here, not on a dev chain)", () => {
      const compiledShapes = (abi: Abi) => new Set(abi.map(shapeOf));
      const accountShapes = compiledShapes(contracts.KeyportAccount.abi);
      const factoryShapes = compiledShapes(contracts.KeyportAccountFactory.abi);
      for (const item of keyportAccountAbi) expect(accountShapes).toContain(shapeOf(item));
      for (const item of keyportAccountFactoryAbi) expect(factoryShapes).toContain(shapeOf(item));
    });
  });

  describe("the owner's own calls", () => {
    it("execute moves the account's ether and logs the call", async () => {
      const before = await balanceOf(receiver);
      const hash = await owner.walletClient.writeContract({
        address: account,
        abi: keyportAccountAbi,
        functionName: 'execute',
        args: [receiver, parseEther('1'), '0x'],
      });
      const receipt = await confirm(hash);
      expect(await balanceOf(receiver)).toBe(before + parseEther('1'));
      const [executed] = parseEventLogs({
        abi: keyportAccountAbi,
        logs: receipt.logs,
        eventName: 'Executed',
      });
      expect(executed?.args).toEqual({ to: receiver, value: parseEther('1'), data: '0x' });
    });

    it('a batch whose second call fails reverts on chain with that index and reason, and nothing moves', async () => {
      const dai = chain.tokens.find((token) => token.symbol === 'DDAI')!.address;
      const transferTooMuch = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver, parseUnits('1', 18)],
      });
      const calls = [sendEther(parseEther('1')), { to: dai, value: 0n, data: transferTooMuch }];
      const reverted = await accountRevertOf(owner, 'executeBatch', [calls]);
      expect(reverted.errorName).toBe('CallFailed');
      expect(reverted.args[0]).toBe(1n);
      expect(reverted.args[1]).toMatch(/^0xe450d38c/); // ERC20InsufficientBalance(address,uint256,uint256)

      const [receiverBefore, accountBefore] = [await balanceOf(receiver), await balanceOf(account)];
      // Mined regardless (a fixed gas limit skips the estimate that would refuse it), to see it revert on chain.
      const hash = await owner.walletClient.writeContract({
        address: account,
        abi: keyportAccountAbi,
        functionName: 'executeBatch',
        args: [calls],
        gas: 300_000n,
      });
      expect((await confirm(hash)).status).toBe('reverted');
      expect([await balanceOf(receiver), await balanceOf(account)]).toEqual([receiverBefore, accountBefore]);
    });

    it('refuses anyone else: a stranger can neither execute nor batch', async () => {
      const strangerAddress = stranger.walletClient.account.address;
      expect(await accountRevertOf(stranger, 'execute', [strangerAddress, parseEther('1'), '0x'])).toEqual({
        errorName: 'NotOwner',
        args: [strangerAddress],
      });
      expect(await accountRevertOf(stranger, 'executeBatch', [[sendEther(1n)]])).toEqual({
        errorName: 'NotOwner',
        args: [strangerAddress],
      });
    });
  });

  describe('batches the owner signed, submitted by anyone', () => {
    const nonce = () =>
      read.readContract({ address: account, abi: keyportAccountAbi, functionName: 'nonce' });
    const request = async (
      calls: readonly AccountCall[],
      overrides: { nonce?: bigint; deadline?: bigint } = {},
    ) => ({
      account,
      chainId: chain.chainId,
      calls,
      nonce: overrides.nonce ?? (await nonce()),
      deadline: overrides.deadline ?? (await latestTime()) + 600n,
    });

    it('signs what the contract checks: batchDigest is the EIP-712 hash of the typed data', async () => {
      const signed = await request([
        sendEther(5n),
        { to: SMART_ACCOUNT_FACTORY_ADDRESS, value: 0n, data: '0x1234' },
      ]);
      expect(
        await read.readContract({
          address: account,
          abi: keyportAccountAbi,
          functionName: 'batchDigest',
          args: [signed.calls, signed.nonce, signed.deadline],
        }),
      ).toBe(hashTypedData(signedBatchTypedData(signed)));
    });

    it('runs once for a relayer, using up the nonce; the same signature again is refused', async () => {
      const signed = await request([sendEther(parseEther('0.5')), sendEther(parseEther('0.25'))]);
      const signature = await signBatch(ownerSigner, signed);
      const args = [signed.calls, signed.nonce, signed.deadline, signature] as const;
      const before = await balanceOf(receiver);
      const hash = await relayer.walletClient.writeContract({
        address: account,
        abi: keyportAccountAbi,
        functionName: 'executeBatchWithSignature',
        args,
      });
      const receipt = await confirm(hash);
      expect(await balanceOf(receiver)).toBe(before + parseEther('0.75'));
      expect(await nonce()).toBe(signed.nonce + 1n);
      const [event] = parseEventLogs({
        abi: keyportAccountAbi,
        logs: receipt.logs,
        eventName: 'SignedBatchExecuted',
      });
      expect(event?.args).toEqual({ nonce: signed.nonce, relayer: relayer.walletClient.account.address });

      expect(await accountRevertOf(stranger, 'executeBatchWithSignature', args)).toEqual({
        errorName: 'WrongNonce',
        args: [signed.nonce + 1n, signed.nonce],
      });
    });

    it('refuses an expired deadline', async () => {
      const signed = await request([sendEther(1n)], { deadline: (await latestTime()) - 1n });
      const signature = await signBatch(ownerSigner, signed);
      const reverted = await accountRevertOf(relayer, 'executeBatchWithSignature', [
        signed.calls,
        signed.nonce,
        signed.deadline,
        signature,
      ]);
      expect(reverted.errorName).toBe('SignatureExpired');
      expect(reverted.args[0]).toBe(signed.deadline);
    });

    it.each([
      ['signed by someone else', { signer: 'stranger' }],
      ['whose calls were changed after signing', { tamper: true }],
      ['signed for another chain', { chainId: 5 }],
      ['signed for another account of the same owner', { otherAccount: true }],
    ])(
      'refuses a batch %s',
      async (_, variant: { signer?: string; tamper?: boolean; chainId?: number; otherAccount?: boolean }) => {
        const signed = await request([sendEther(parseEther('0.1'))]);
        const signer =
          variant.signer === 'stranger'
            ? privateKeyToAccount(chain.accounts[STRANGER]!.privateKey)
            : ownerSigner;
        const signature = await signBatch(signer, {
          ...signed,
          chainId: variant.chainId ?? signed.chainId,
          account:
            variant.otherAccount === true ? await createAccount(ownerSigner.address, SALT + 1n) : account,
        });
        const calls = variant.tamper === true ? [sendEther(parseEther('0.2'))] : signed.calls;
        expect(
          await accountRevertOf(relayer, 'executeBatchWithSignature', [
            calls,
            signed.nonce,
            signed.deadline,
            signature,
          ]),
        ).toEqual({ errorName: 'NotSignedByOwner', args: [] });
      },
    );
  });

  describe('ERC-1271 isValidSignature', () => {
    const message = 'Keyport smart account check';
    const isValid = (hash: Hex, signature: Hex) =>
      read.readContract({
        address: account,
        abi: keyportAccountAbi,
        functionName: 'isValidSignature',
        args: [hash, signature],
      });

    it("answers 0x1626ba7e for the owner's personal_sign signature (checked against hashMessage) and a raw signature of a hash", async () => {
      expect(await isValid(hashMessage(message), await ownerSigner.signMessage({ message }))).toBe(
        ERC1271_MAGIC_VALUE,
      );
      const hash = hashMessage('any 32 bytes');
      const raw = await sign({ hash, privateKey: chain.accounts[OWNER]!.privateKey, to: 'hex' });
      expect(await isValid(hash, raw)).toBe(ERC1271_MAGIC_VALUE);
    });

    it('answers 0xffffffff, without reverting, for another signer, another hash, a malleated signature and garbage', async () => {
      const hash = hashMessage(message);
      const good = await ownerSigner.signMessage({ message });
      const { r, s, yParity } = parseSignature(good);
      const highS = serializeSignature({
        r,
        s: toHex(CURVE_ORDER - BigInt(s), { size: 32 }),
        yParity: 1 - yParity,
      });
      const cases: Hex[] = [
        await privateKeyToAccount(generatePrivateKey()).signMessage({ message }),
        highS,
        '0x',
        '0x00',
        `0x${good.slice(2, 130)}`,
        `0x${'00'.repeat(65)}`,
        `0x${good.slice(2, 130)}1d`,
        `0x${'ff'.repeat(200)}`,
      ];
      for (const signature of cases) expect(await isValid(hash, signature)).toBe(SIGNATURE_INVALID);
      expect(await isValid(hashMessage('another message'), good)).toBe(SIGNATURE_INVALID);
    });
  });

  describe('holding assets', () => {
    it('receives plain ether transfers', async () => {
      const before = await balanceOf(account);
      const hash = await stranger.walletClient.sendTransaction({ to: account, value: parseEther('2') });
      expect((await confirm(hash)).status).toBe('success');
      expect(await balanceOf(account)).toBe(before + parseEther('2'));
    });

    it('receives an ERC-721 by safeTransferFrom (the receiver hook answers) and declares its interfaces', async () => {
      const collectible = chain.nftCollections.find((collection) => !collection.isSpam)!.address;
      const seeded = devChainClients(chain, 0);
      const hash = await seeded.walletClient.writeContract({
        address: collectible,
        abi: erc721Abi,
        functionName: 'safeTransferFrom',
        args: [seeded.walletClient.account.address, account, 1n],
      });
      expect((await confirm(hash)).status).toBe('success');
      expect(
        await read.readContract({
          address: collectible,
          abi: erc721Abi,
          functionName: 'ownerOf',
          args: [1n],
        }),
      ).toBe(account);
      const supports = (interfaceId: Hex) =>
        read.readContract({
          address: account,
          abi: keyportAccountAbi,
          functionName: 'supportsInterface',
          args: [interfaceId],
        });
      // ERC-165, ERC-1271, ERC-721 receiver, ERC-1155 receiver; and not the id ERC-165 reserves as invalid.
      for (const interfaceId of ['0x01ffc9a7', '0x1626ba7e', '0x150b7a02', '0x4e2312e0'] as const)
        expect(await supports(interfaceId)).toBe(true);
      expect(await supports('0xffffffff')).toBe(false);
    });

    it('answers the ERC-1155 receiver hooks, so ERC-1155 tokens can be sent to it', async () => {
      const hooks = [
        'function onERC1155Received(address, address, uint256, uint256, bytes) returns (bytes4)',
        'function onERC1155BatchReceived(address, address, uint256[], uint256[], bytes) returns (bytes4)',
      ] as const;
      const abi = parseAbi(hooks);
      expect(
        await read.readContract({
          address: account,
          abi,
          functionName: 'onERC1155Received',
          args: [receiver, receiver, 1n, 1n, '0x'],
        }),
      ).toBe('0xf23a6e61');
      expect(
        await read.readContract({
          address: account,
          abi,
          functionName: 'onERC1155BatchReceived',
          args: [receiver, receiver, [1n], [1n], '0x'],
        }),
      ).toBe('0xbc197c81');
    });
  });
});
