// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {Address} from "@openzeppelin/contracts/utils/Address.sol";
import {Create2} from "@openzeppelin/contracts/utils/Create2.sol";
import {KeyportAccount} from "./KeyportAccount.sol";

/// @title Creates `KeyportAccount`s at addresses known before they exist.
/// @notice An account's address follows from its owner and a salt alone (CREATE2), so a wallet can
/// show and fund it before it is deployed, and deploy it on first use.
/// @dev No constructor, no immutables, no storage: the runtime code is placed at a fixed address on
/// each dev chain, like the swap router's.
contract KeyportAccountFactory {
    event AccountCreated(address indexed account, address indexed owner, uint256 salt);

    /// @notice Deploys `owner`'s account for `salt` unless it exists, and returns its address either
    /// way. Ether sent along goes to the account.
    function createAccount(address owner, uint256 salt) external payable returns (address account) {
        account = accountAddress(owner, salt);
        if (account.code.length > 0) {
            if (msg.value > 0) Address.sendValue(payable(account), msg.value);
            return account;
        }
        new KeyportAccount{salt: bytes32(salt), value: msg.value}(owner);
        emit AccountCreated(account, owner, salt);
    }

    /// @notice Where `createAccount(owner, salt)` puts the account, deployed or not.
    function accountAddress(address owner, uint256 salt) public view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(KeyportAccount).creationCode, abi.encode(owner)));
        return Create2.computeAddress(bytes32(salt), initCodeHash);
    }
}
