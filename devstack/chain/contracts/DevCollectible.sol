// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";
import {Base64} from "@openzeppelin/contracts/utils/Base64.sol";
import {Strings} from "@openzeppelin/contracts/utils/Strings.sol";

/// @title A dev-chain ERC-721 collection with metadata built on chain.
/// @notice Token ids start at 1 and count up. `tokenURI` answers a self-contained `data:` URI (JSON
/// with an SVG image), so wallets can show the tokens with no metadata server and no network; and
/// since nothing is stored per token, minting stays cheap.
contract DevCollectible is ERC721, Ownable {
    uint256 private _lastTokenId;

    constructor(
        string memory name_,
        string memory symbol_,
        address initialOwner
    ) ERC721(name_, symbol_) Ownable(initialOwner) {}

    /// @return tokenId the id given to the new token
    function mint(address to) external onlyOwner returns (uint256 tokenId) {
        tokenId = ++_lastTokenId;
        _safeMint(to, tokenId);
    }

    function totalSupply() external view returns (uint256) {
        return _lastTokenId;
    }

    function tokenURI(uint256 tokenId) public view override returns (string memory) {
        _requireOwned(tokenId);
        string memory number = Strings.toString(tokenId);
        string memory json = string.concat(
            '{"name":"',
            name(),
            " #",
            number,
            '","description":"Token ',
            number,
            " of ",
            name(),
            ', a collection of the Keyport devstack.","image":"data:image/svg+xml;base64,',
            Base64.encode(bytes(_image(tokenId, number))),
            '"}'
        );
        return string.concat("data:application/json;base64,", Base64.encode(bytes(json)));
    }

    /// @dev Each token gets its own hue, so tokens are told apart at a glance.
    function _image(uint256 tokenId, string memory number) private pure returns (string memory) {
        return string.concat(
            '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">',
            '<rect width="256" height="256" fill="hsl(',
            Strings.toString((tokenId * 67) % 360),
            ', 60%, 45%)"/>',
            '<text x="128" y="144" font-family="sans-serif" font-size="48" fill="#ffffff" text-anchor="middle">#',
            number,
            "</text></svg>"
        );
    }
}
