import { type Abi, type Hex } from 'viem';

/** The Solidity contracts in `contracts/`, one per file of the same name. */
export const DEV_CONTRACT_NAMES = ['DevToken', 'DevCollectible', 'DevSpamCollection'] as const;

export type DevContractName = (typeof DEV_CONTRACT_NAMES)[number];

export interface CompiledContract {
  readonly abi: Abi;
  /** Creation bytecode, constructor arguments not included. */
  readonly bytecode: Hex;
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
    typeof value.bytecode === 'string' &&
    /^0x(?:[0-9a-fA-F]{2})+$/.test(value.bytecode)
  );
}

/** Whether a value read from outside (a cache file) holds every dev contract in usable form. */
export function isCompiledDevContracts(value: unknown): value is CompiledDevContracts {
  return isRecord(value) && DEV_CONTRACT_NAMES.every((name) => isCompiledContract(value[name]));
}
