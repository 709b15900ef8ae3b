// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";

/// @title A dev-chain ERC-721 collection that behaves like unsolicited airdrops.
/// @notice Its owner mints tokens straight into other people's accounts, many recipients in one
/// transaction, which is the pattern an indexer flags as spam. Every token shares one metadata
/// `data:` URI, built on chain so that it needs no server.
contract DevSpamCollection is ERC721, Ownable {
    uint256 private _lastTokenId;

    constructor(
        string memory name_,
        string memory symbol_,
        address initialOwner
    ) ERC721(name_, symbol_) Ownable(initialOwner) {}

    /// @dev `_mint`, not `_safeMint`: an airdrop does not ask the recipient whether it wants it.
    function airdrop(address[] calldata recipients) external onlyOwner {
        for (uint256 i = 0; i < recipients.length; i++) {
            _mint(recipients[i], ++_lastTokenId);
        }
    }

    function totalSupply() external view returns (uint256) {
        return _lastTokenId;
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory image = string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
            '<rect width="256" height="256" fill="#b00020"/>',
            '<text x="128" y="144" font-family="sans-serif" font-size="48" fill="#ffffff" text-anchor="middle">FREE</text>',
            "</svg>"
        );
        string memory json = string.concat(
            '{"name":"',
            name(),
            ': claim your reward","description":"An unsolicited airdrop. Wallets are expected to hide it.",',
            '"image":"data:image/svg+xml;base64,',
            Base64.encode(bytes(image)),
            '"}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }
}
