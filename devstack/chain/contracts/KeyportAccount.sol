// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {IERC1271} from "@openzeppelin/contracts/interfaces/IERC1271.sol";
import {IERC721Receiver} from "@openzeppelin/contracts/token/ERC721/IERC721Receiver.sol";
import {ERC721Holder} from "@openzeppelin/contracts/token/ERC721/utils/ERC721Holder.sol";
import {ERC1155Holder} from "@openzeppelin/contracts/token/ERC1155/utils/ERC1155Holder.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {EIP712} from "@openzeppelin/contracts/utils/cryptography/EIP712.sol";

/// @title A smart account with one owner, for the devstack's embedded wallet.
/// @notice The owner (an EOA) acts through the account: one call (`execute`) or several at once
/// (`executeBatch`, all or nothing). Anyone may submit a batch the owner signed (EIP-712, with a
/// nonce and a deadline), so a relayer pays the gas and the account needs ether only for what its
/// calls send. Signatures the owner made count as the account's own (ERC-1271), and the account
/// can hold ether, ERC-721 and ERC-1155 tokens.
/// @dev Deployed by `KeyportAccountFactory` with CREATE2, the owner fixed at construction.
contract KeyportAccount is IERC1271, EIP712, ERC721Holder, ERC1155Holder {
    struct Call {
        address to;
        uint256 value;
        bytes data;
    }

    bytes32 public constant CALL_TYPEHASH = keccak256("Call(address to,uint256 value,bytes data)");
    bytes32 public constant EXECUTE_BATCH_TYPEHASH =
        keccak256("ExecuteBatch(Call[] calls,uint256 nonce,uint256 deadline)Call(address to,uint256 value,bytes data)");

    /// @dev ERC-1271's answers: the function's selector for a valid signature, anything else for not.
    bytes4 private constant SIGNATURE_VALID = IERC1271.isValidSignature.selector;
    bytes4 private constant SIGNATURE_INVALID = 0xffffffff;

    address public immutable owner;

    /// @notice The nonce the next signed batch must carry; each signed batch run uses it up.
    uint256 public nonce;

    /// @notice One per call made, in order, after it succeeded.
    event Executed(address indexed to, uint256 value, bytes data);
    /// @notice A batch the owner signed was run, submitted by `relayer`.
    event SignedBatchExecuted(uint256 indexed nonce, address indexed relayer);

    error ZeroOwner();
    error NotOwner(address caller);
    /// @notice Call `index` of the batch (0 for `execute`) reverted with `reason`; nothing was done.
    error CallFailed(uint256 index, bytes reason);
    error SignatureExpired(uint256 deadline, uint256 time);
    error WrongNonce(uint256 expected, uint256 given);
    error NotSignedByOwner();

    /// @dev Payable so that the factory can fund an account in the transaction that creates it.
    constructor(address owner_) payable EIP712("KeyportAccount", "1") {
        if (owner_ == address(0)) revert ZeroOwner();
        owner = owner_;
    }

    receive() external payable {}

    modifier onlyOwner() {
        if (msg.sender != owner) revert NotOwner(msg.sender);
        _;
    }

    /// @notice Calls `to` with `value` wei of the account's ether and `data`.
    function execute(address to, uint256 value, bytes calldata data) external onlyOwner returns (bytes memory) {
        return _call(0, to, value, data);
    }

    /// @notice Makes `calls` in order; if any reverts, the whole batch reverts (`CallFailed`).
    function executeBatch(Call[] calldata calls) external onlyOwner returns (bytes[] memory) {
        return _callAll(calls);
    }

    /// @notice Makes `calls` on the owner's EIP-712 signature over (calls, nonce, deadline), for
    /// whoever submits it. The nonce must be the account's current one and is used up, so a signed
    /// batch runs once; after `deadline` (a block timestamp) it is refused.
    function executeBatchWithSignature(
        Call[] calldata calls,
        uint256 batchNonce,
        uint256 deadline,
        bytes calldata signature
    ) external returns (bytes[] memory) {
        if (block.timestamp > deadline) revert SignatureExpired(deadline, block.timestamp);
        if (batchNonce != nonce) revert WrongNonce(nonce, batchNonce);
        (address signer, ECDSA.RecoverError error_, ) = ECDSA.tryRecover(
            batchDigest(calls, batchNonce, deadline),
            signature
        );
        if (error_ != ECDSA.RecoverError.NoError || signer != owner) revert NotSignedByOwner();
        // Used up before any call runs, so a call re-entering with the same signature is refused.
        nonce = batchNonce + 1;
        emit SignedBatchExecuted(batchNonce, msg.sender);
        return _callAll(calls);
    }

    /// @notice The EIP-712 digest the owner signs for `executeBatchWithSignature`.
    function batchDigest(Call[] calldata calls, uint256 batchNonce, uint256 deadline) public view returns (bytes32) {
        bytes32[] memory callHashes = new bytes32[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            callHashes[i] = keccak256(abi.encode(CALL_TYPEHASH, calls[i].to, calls[i].value, keccak256(calls[i].data)));
        }
        return _hashTypedDataV4(
            keccak256(abi.encode(EXECUTE_BATCH_TYPEHASH, keccak256(abi.encodePacked(callHashes)), batchNonce, deadline))
        );
    }

    /// @notice ERC-1271: valid when the owner's key signed `hash` itself (a `personal_sign`
    /// signature checked against the message's EIP-191 hash, or a raw signature of any hash).
    /// Never reverts on a malformed signature; it is just not valid.
    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        (address signer, ECDSA.RecoverError error_, ) = ECDSA.tryRecover(hash, signature);
        return error_ == ECDSA.RecoverError.NoError && signer == owner ? SIGNATURE_VALID : SIGNATURE_INVALID;
    }

    function supportsInterface(bytes4 interfaceId) public view virtual override returns (bool) {
        return
            interfaceId == type(IERC1271).interfaceId ||
            interfaceId == type(IERC721Receiver).interfaceId ||
            super.supportsInterface(interfaceId);
    }

    function _callAll(Call[] calldata calls) private returns (bytes[] memory results) {
        results = new bytes[](calls.length);
        for (uint256 i = 0; i < calls.length; i++) {
            results[i] = _call(i, calls[i].to, calls[i].value, calls[i].data);
        }
    }

    function _call(uint256 index, address to, uint256 value, bytes calldata data) private returns (bytes memory) {
        (bool success, bytes memory result) = to.call{value: value}(data);
        if (!success) revert CallFailed(index, result);
        emit Executed(to, value, data);
        return result;
    }
}
