import { type Abi, type Hex } from 'viem';

/** The Solidity contracts in `contracts/`, one per file of the same name. */
export const DEV_CONTRACT_NAMES = [
  'DevToken',
  'DevCollectible',
  'DevSpamCollection',
  'DevSwapRouter',
  'KeyportAccount',
  'KeyportAccountFactory',
] as const;

export type DevContractName = (typeof DEV_CONTRACT_NAMES)[number];

export interface CompiledContract {
  readonly abi: Abi;
  /** Creation bytecode, constructor arguments not included. */
  readonly bytecode: Hex;
  /** Runtime bytecode: what a contract's address holds once deployed, for placing it at a fixed address. */
  readonly deployedBytecode: Hex;
}

export type CompiledDevContracts = Readonly<Record<DevContractName, CompiledContract>>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCompiledContract(value: unknown): value is CompiledContract {
  return (
    isRecord(value) &&
    Array.isArray(value.abi) &&
    value.abi.every(isRecord) &&
    isHex(value.bytecode) &&
    isHex(value.deployedBytecode)
  );
}

function isHex(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x(?:[0-9a-fA-F]{2})+$/.test(value);
}

/** Whether a value read from outside (a cache file) holds every dev contract in usable form. */
export function isCompiledDevContracts(value: unknown): value is CompiledDevContracts {
  return isRecord(value) && DEV_CONTRACT_NAMES.every((name) => isCompiledContract(value[name]));
}
