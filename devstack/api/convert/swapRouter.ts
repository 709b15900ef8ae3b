import { type Address, parseAbi } from 'viem';

/**
 * The devstack's swap router: the spender that swap approvals name and the target of built swap
 * transactions. The dev chains have no contract at this address, so a built swap is well-formed
 * router calldata that nothing executes; the address is fixed so that approvals made against it
 * stay valid whatever the router's code.
 */
export const SWAP_ROUTER_ADDRESS: Address = '0x5A9E000000000000000000000000000000005A9e';

/**
 * The router's one entry point, `swap(address,address,uint256,uint256)`, selector 0xfe029156:
 * sell `amountIn` base units of `fromToken` (`NATIVE_TOKEN_ADDRESS` for ether,
 * sent as the transaction's value) for at least `minAmountOut` base units of `toToken`.
 */
export const SWAP_ROUTER_ABI = parseAbi([
  'function swap(address fromToken, address toToken, uint256 amountIn, uint256 minAmountOut) payable returns (uint256 amountOut)',
]);
