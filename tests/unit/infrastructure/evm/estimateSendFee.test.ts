import { estimateSendFee } from '../../../../infrastructure/evm/estimateSendFee';
import {
  ISOLATED_RPC_CONTEXT as context,
  type LocalRpcNode,
  networkServedBy as network,
  startTableRpcNode,
} from '../../../support/localRpcNode';

const call = {
  from: '0x1111111111111111111111111111111111111111',
  to: '0x2222222222222222222222222222222222222222',
  value: 10n ** 18n,
} as const;

describe('EVM send fee over the network RPC (SPEC §7 endpoints)', () => {
  let node: LocalRpcNode | undefined;
  afterEach(async () => {
    await node?.close();
    node = undefined;
  });

  it('EIP-1559 networks: the estimated gas at 1.2 times the base fee plus the priority fee', async () => {
    node = await startTableRpcNode({
      eth_estimateGas: '0x5208',
      eth_getBlockByNumber: { number: '0x10', baseFeePerGas: '0x3b9aca00' },
      eth_gasPrice: '0x77359400',
      eth_maxPriorityFeePerGas: '0x3b9aca00',
    });
    const estimate = await estimateSendFee({ network: network(node.baseUrl), ...call }, context);
    expect(estimate).toEqual({ gas: 21_000n, feePerGas: 1_200_000_000n + 1_000_000_000n });
    const estimated = node.calls.find((c) => c.method === 'eth_estimateGas');
    expect(estimated?.params).toEqual([{ from: call.from, to: call.to, value: '0xde0b6b3a7640000' }]);
  });

  it('the priority fee is the gas price above the base fee when the node lacks eth_maxPriorityFeePerGas', async () => {
    node = await startTableRpcNode({
      eth_estimateGas: '0xfde8',
      eth_getBlockByNumber: { number: '0x10', baseFeePerGas: '0x3b9aca00' },
      eth_gasPrice: '0x77359400',
    });
    const estimate = await estimateSendFee(
      { network: network(node.baseUrl), ...call, value: 0n, data: '0xa9059cbb' },
      context,
    );
    expect(estimate).toEqual({ gas: 65_000n, feePerGas: 1_200_000_000n + 1_000_000_000n });
    expect(node.calls.find((c) => c.method === 'eth_estimateGas')?.params).toEqual([
      { from: call.from, to: call.to, value: '0x0', data: '0xa9059cbb' },
    ]);
  });

  it('legacy networks (no base fee): the gas price', async () => {
    node = await startTableRpcNode({
      eth_estimateGas: '0x5208',
      eth_getBlockByNumber: { number: '0x10' },
      eth_gasPrice: '0x4a817c800',
    });
    expect(await estimateSendFee({ network: network(node.baseUrl), ...call }, context)).toEqual({
      gas: 21_000n,
      feePerGas: 20_000_000_000n,
    });
  });

  it('refuses a receiver that is not an EVM address', async () => {
    node = await startTableRpcNode({});
    await expect(
      estimateSendFee({ network: network(node.baseUrl), ...call, to: '0x12' }, context),
    ).rejects.toThrow('Invalid address');
  });

  it('a failing estimate rejects (a transfer that would revert)', async () => {
    node = await startTableRpcNode({ eth_getBlockByNumber: { number: '0x10' }, eth_gasPrice: '0x1' });
    await expect(estimateSendFee({ network: network(node.baseUrl), ...call }, context)).rejects.toThrow(
      'eth_estimateGas on eip155:1337',
    );
  });
});
