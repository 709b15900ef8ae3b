import { parseAbi } from 'viem';

/**
 * The devstack's swap router (`devstack/chain/contracts/DevSwapRouter.sol`), at the same fixed
 * address on every dev chain: the spender that swap approvals name and the target of built swap
 * transactions. It holds constant-product pools (x * y = k, a 0.3 % fee kept in the pool) for
 * ETH/DDAI, ETH/DUSDC and DDAI/DUSDC, filled at the price table's rates when a chain starts.
 */
export { SWAP_ROUTER_ADDRESS } from '../../chain/devSwapPools';

/**
 * What the API calls on the router. `swap(address,address,uint256,uint256)`, selector 0xfe029156,
 * sells `amountIn` base units of `fromToken` (`NATIVE_TOKEN_ADDRESS` for ether, sent as the
 * transaction's value) for at least `minAmountOut` base units of `toToken`, and reverts with
 * "DevSwapRouter: insufficient output amount" below that, "DevSwapRouter: unknown pair" for a pair
 * without a pool and "DevSwapRouter: zero amount" for nothing sold. `getReserves` gives a pool's
 * reserves in the order asked (both zero when there is no pool).
 */
export const SWAP_ROUTER_ABI = parseAbi([
  'function swap(address fromToken, address toToken, uint256 amountIn, uint256 minAmountOut) payable returns (uint256 amountOut)',
  'function getReserves(address tokenA, address tokenB) view returns (uint256 reserveA, uint256 reserveB)',
]);
