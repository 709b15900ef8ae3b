import { ANSWER_SIZE_LIMIT_BYTES, JSON_RPC_CALL } from '../../../../domain/constants/limits';
import { estimateSendFee } from '../../../../infrastructure/evm/estimateSendFee';
import { readNativeBalance } from '../../../../infrastructure/evm/readNativeBalance';
import {
  ISOLATED_RPC_CONTEXT as context,
  type LocalRpcNode,
  networkServedBy as network,
  startTableRpcNode,
} from '../../../support/localRpcNode';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const PAST_UINT256 = `0x1${'0'.repeat(64)}`;

describe('Hostile input §2 and §3: what a chain node answers is bounded', () => {
  let node: LocalRpcNode | undefined;
  afterEach(async () => {
    await node?.close();
    node = undefined;
  });

  it('a native balance past a uint256 is refused rather than shown', async () => {
    node = await startTableRpcNode({ eth_getBalance: PAST_UINT256 });
    await expect(readNativeBalance(network(node.baseUrl), context, ADDRESS)).rejects.toThrow(
      'past a uint256',
    );
  });

  it('a native balance of a uint256 is read', async () => {
    node = await startTableRpcNode({ eth_getBalance: `0x${'f'.repeat(64)}` });
    await expect(readNativeBalance(network(node.baseUrl), context, ADDRESS)).resolves.toBe(2n ** 256n - 1n);
  });

  it('a gas figure past a uint256 makes the fee estimate fail, not a bigint of megabits', async () => {
    node = await startTableRpcNode({
      eth_estimateGas: `0x${'f'.repeat(100_000)}`,
      eth_getBlockByNumber: { number: '0x10' },
      eth_gasPrice: '0x1',
    });
    const send = { network: network(node.baseUrl), from: ADDRESS, to: ADDRESS, value: 1n };
    await expect(estimateSendFee(send, context)).rejects.toMatchObject({ code: 'REQUEST_FAILED' });
  });

  it(`a node answer past the JSON-RPC size limit (${ANSWER_SIZE_LIMIT_BYTES[JSON_RPC_CALL]} bytes) is refused`, async () => {
    node = await startTableRpcNode({ eth_getBalance: `0x1${'0'.repeat(3 * 1024 * 1024)}` });
    await expect(readNativeBalance(network(node.baseUrl), context, ADDRESS)).rejects.toThrow(
      `HTTP response body exceeded the size limit.\n\nMax: ${ANSWER_SIZE_LIMIT_BYTES[JSON_RPC_CALL]} bytes`,
    );
  });
});
