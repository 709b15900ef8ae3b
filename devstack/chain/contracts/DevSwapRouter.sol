// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC20} from "@openzeppelin/contracts/token/ERC20/IERC20.sol";
import {SafeERC20} from "@openzeppelin/contracts/token/ERC20/utils/SafeERC20.sol";
import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {ReentrancyGuard} from "@openzeppelin/contracts/utils/ReentrancyGuard.sol";

/// @title A dev-chain swap router over constant-product pools.
/// @notice One contract holds every pool, each a pair of tokens (or ether, named by `NATIVE`) whose
/// reserves keep x * y = k across swaps. A swap pays a 0.3 % fee on the amount sold, which stays in
/// the pool. Liquidity can be added by anyone and is never withdrawn: the pools exist so that wallets
/// have something real to quote and swap against, not to reward providers.
/// @dev No constructor and no immutables: the runtime code is placed at a fixed address on each dev
/// chain, and zeroed storage is a valid starting state (no pools; the reentrancy guard treats 0 as
/// "not entered").
contract DevSwapRouter is ReentrancyGuard {
    using SafeERC20 for IERC20;

    /// @notice Stands for the chain's native currency, as swap services name it.
    address public constant NATIVE = 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE;

    uint256 private constant FEE_DENOMINATOR = 1000;
    /// @dev 0.3 %: 997 of every 1000 units sold count towards the price.
    uint256 private constant AMOUNT_AFTER_FEE = 997;

    struct Reserves {
        uint256 lower;
        uint256 higher;
    }

    /// @dev Keyed by the pair's addresses in ascending order, so (a, b) and (b, a) share a pool.
    mapping(address => mapping(address => Reserves)) private _reserves;

    event LiquidityAdded(address indexed provider, address indexed tokenA, address indexed tokenB, uint256 amountA, uint256 amountB);
    event Swap(address indexed trader, address indexed fromToken, address indexed toToken, uint256 amountIn, uint256 amountOut);

    /// @notice The pool's reserves of `tokenA` and `tokenB`, in that order; both zero for no pool.
    function getReserves(address tokenA, address tokenB) public view returns (uint256 reserveA, uint256 reserveB) {
        (address lower, address higher) = _sorted(tokenA, tokenB);
        Reserves storage pool = _reserves[lower][higher];
        return tokenA == lower ? (pool.lower, pool.higher) : (pool.higher, pool.lower);
    }

    /// @notice What selling `amountIn` of `fromToken` would give of `toToken` now, fee included.
    function getAmountOut(address fromToken, address toToken, uint256 amountIn) public view returns (uint256) {
        require(amountIn > 0, "DevSwapRouter: zero amount");
        (uint256 reserveIn, uint256 reserveOut) = getReserves(fromToken, toToken);
        require(reserveIn > 0 && reserveOut > 0, "DevSwapRouter: unknown pair");
        uint256 inAfterFee = amountIn * AMOUNT_AFTER_FEE;
        return (inAfterFee * reserveOut) / (reserveIn * FEE_DENOMINATOR + inAfterFee);
    }

    /// @notice Adds `amountA` of `tokenA` and `amountB` of `tokenB` to their pool, creating it if
    /// new. ERC-20s are pulled from the sender (approve first); ether comes as `msg.value`.
    function addLiquidity(address tokenA, address tokenB, uint256 amountA, uint256 amountB) external payable nonReentrant {
        require(tokenA != tokenB, "DevSwapRouter: identical tokens");
        require(amountA > 0 && amountB > 0, "DevSwapRouter: zero amount");
        uint256 etherIn = (tokenA == NATIVE ? amountA : 0) + (tokenB == NATIVE ? amountB : 0);
        require(msg.value == etherIn, "DevSwapRouter: value does not match the ether amount");
        _pull(tokenA, amountA);
        _pull(tokenB, amountB);
        (uint256 reserveA, uint256 reserveB) = getReserves(tokenA, tokenB);
        _setReserves(tokenA, tokenB, reserveA + amountA, reserveB + amountB);
        emit LiquidityAdded(msg.sender, tokenA, tokenB, amountA, amountB);
    }

    /// @notice Sells `amountIn` of `fromToken` (ether: send it as `msg.value`; an ERC-20: approve the
    /// router first) for at least `minAmountOut` of `toToken`, which goes to the sender.
    /// @return amountOut what the sender received
    function swap(address fromToken, address toToken, uint256 amountIn, uint256 minAmountOut)
        external
        payable
        nonReentrant
        returns (uint256 amountOut)
    {
        amountOut = getAmountOut(fromToken, toToken, amountIn);
        require(amountOut >= minAmountOut, "DevSwapRouter: insufficient output amount");
        require(msg.value == (fromToken == NATIVE ? amountIn : 0), "DevSwapRouter: value does not match the ether amount");
        (uint256 reserveIn, uint256 reserveOut) = getReserves(fromToken, toToken);
        _setReserves(fromToken, toToken, reserveIn + amountIn, reserveOut - amountOut);
        _pull(fromToken, amountIn);
        _push(toToken, amountOut);
        emit Swap(msg.sender, fromToken, toToken, amountIn, amountOut);
    }

    function _setReserves(address tokenA, address tokenB, uint256 reserveA, uint256 reserveB) private {
        (address lower, address higher) = _sorted(tokenA, tokenB);
        _reserves[lower][higher] = tokenA == lower ? Reserves(reserveA, reserveB) : Reserves(reserveB, reserveA);
    }

    /// @dev Ether has already arrived with the call; only ERC-20s are pulled.
    function _pull(address token, uint256 amount) private {
        if (token != NATIVE) IERC20(token).safeTransferFrom(msg.sender, address(this), amount);
    }

    function _push(address token, uint256 amount) private {
        if (token == NATIVE) Address.sendValue(payable(msg.sender), amount);
        else IERC20(token).safeTransfer(msg.sender, amount);
    }

    function _sorted(address tokenA, address tokenB) private pure returns (address, address) {
        return tokenA < tokenB ? (tokenA, tokenB) : (tokenB, tokenA);
    }
}
