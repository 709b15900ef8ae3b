import { parseAbi } from 'viem';

/**
 * The parts of `contracts/KeyportAccount.sol` this module uses, written out so viem types every
 * call; a test holds each entry to the compiled contract's ABI.
 */
export const keyportAccountAbi = parseAbi([
  'struct Call { address to; uint256 value; bytes data; }',
  'function owner() view returns (address)',
  'function nonce() view returns (uint256)',
  'function execute(address to, uint256 value, bytes data) returns (bytes)',
  'function executeBatch(Call[] calls) returns (bytes[])',
  'function executeBatchWithSignature(Call[] calls, uint256 batchNonce, uint256 deadline, bytes signature) returns (bytes[])',
  'function batchDigest(Call[] calls, uint256 batchNonce, uint256 deadline) view returns (bytes32)',
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'event Executed(address indexed to, uint256 value, bytes data)',
  'event SignedBatchExecuted(uint256 indexed nonce, address indexed relayer)',
  'error ZeroOwner()',
  'error NotOwner(address caller)',
  'error CallFailed(uint256 index, bytes reason)',
  'error SignatureExpired(uint256 deadline, uint256 time)',
  'error WrongNonce(uint256 expected, uint256 given)',
  'error NotSignedByOwner()',
]);

/** The parts of `contracts/KeyportAccountFactory.sol` this module uses. */
export const keyportAccountFactoryAbi = parseAbi([
  'function createAccount(address owner, uint256 salt) payable returns (address account)',
  'function accountAddress(address owner, uint256 salt) view returns (address)',
  'event AccountCreated(address indexed account, address indexed owner, uint256 salt)',
]);

/** ERC-1271's answer for a valid signature: the selector of `isValidSignature(bytes32,bytes)`. */
export const ERC1271_MAGIC_VALUE = '0x1626ba7e';
