import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DEV_CONTRACT_NAMES,
  isCompiledDevContracts,
  type CompiledContract,
  type CompiledDevContracts,
  type DevContractName,
} from './compiledContracts';

const CONTRACTS_DIR = path.join(__dirname, 'contracts');
const DEFAULT_CACHE_DIR = path.resolve(__dirname, '../../.artifacts/solc');
const OPENZEPPELIN_PREFIX = '@openzeppelin/contracts/';

/** `shanghai` is the newest EVM ganache 7.9 runs; newer targets emit opcodes it rejects (MCOPY). */
const COMPILER_SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'shanghai',
} as const;

export interface DevContractsCompilation {
  readonly contracts: CompiledDevContracts;
  /** `cache` when a previous compilation was reused, `compiler` when solc ran. */
  readonly origin: 'cache' | 'compiler';
  readonly cacheFile: string;
}

export interface CompileOptions {
  /** Where compiled output is kept between starts; `.artifacts/solc` of the project by default. */
  readonly cacheDir?: string;
}

type Sources = Readonly<Record<string, { readonly content: string }>>;

/**
 * The dev contracts' ABIs and bytecode. Compiling takes seconds, so the output is kept in a file
 * named after everything that shapes it (our sources, solc and OpenZeppelin versions, settings);
 * any change gives a new name, and a missing or unreadable file just means compiling again.
 */
export async function compileDevContracts(options: CompileOptions = {}): Promise<DevContractsCompilation> {
  const cacheDir = options.cacheDir ?? DEFAULT_CACHE_DIR;
  const sources = await readOwnSources();
  const cacheFile = path.join(cacheDir, `${await compilationKey(sources)}.json`);
  const cached = await readCache(cacheFile);
  if (cached !== undefined) return { contracts: cached, origin: 'cache', cacheFile };
  const contracts = await runSolc(sources);
  await writeCache(cacheDir, cacheFile, contracts);
  return { contracts, origin: 'compiler', cacheFile };
}

async function readOwnSources(): Promise<Sources> {
  const files = (await readdir(CONTRACTS_DIR)).filter((file) => file.endsWith('.sol')).sort();
  const entries = await Promise.all(
    files.map(async (file) => [
      `contracts/${file}`,
      { content: await readFile(path.join(CONTRACTS_DIR, file), 'utf8') },
    ]),
  );
  return Object.fromEntries(entries) as Sources;
}

function packageDir(packageName: string): string {
  return path.dirname(require.resolve(`${packageName}/package.json`));
}

async function packageVersion(packageName: string): Promise<string> {
  const manifest = JSON.parse(await readFile(path.join(packageDir(packageName), 'package.json'), 'utf8')) as {
    version?: unknown;
  };
  return String(manifest.version);
}

/** Read from the package manifests rather than from solc itself, so a cache hit never loads the compiler. */
async function compilationKey(sources: Sources): Promise<string> {
  const shaping = {
    solc: await packageVersion('solc'),
    openzeppelin: await packageVersion('@openzeppelin/contracts'),
    settings: COMPILER_SETTINGS,
    sources,
  };
  return createHash('sha256').update(JSON.stringify(shaping)).digest('hex');
}

async function readCache(cacheFile: string): Promise<CompiledDevContracts | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(cacheFile, 'utf8'));
    return isCompiledDevContracts(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Written under a unique name and renamed, so a parallel start never reads half a file. */
async function writeCache(
  cacheDir: string,
  cacheFile: string,
  contracts: CompiledDevContracts,
): Promise<void> {
  await mkdir(cacheDir, { recursive: true });
  const partFile = `${cacheFile}.${process.pid}.${Date.now()}.part`;
  await writeFile(partFile, JSON.stringify(contracts));
  await rename(partFile, cacheFile);
}

interface SolcOutput {
  readonly errors?: readonly { readonly severity: string; readonly formattedMessage: string }[];
  readonly contracts?: Record<
    string,
    Record<
      string,
      { abi: unknown; evm: { bytecode: { object: string }; deployedBytecode: { object: string } } }
    >
  >;
}

async function runSolc(sources: Sources): Promise<CompiledDevContracts> {
  const { default: solc } = await import('solc');
  const input = {
    language: 'Solidity',
    sources,
    settings: {
      ...COMPILER_SETTINGS,
      outputSelection: Object.fromEntries(
        Object.keys(sources).map((file) => [
          file,
          { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] },
        ]),
      ),
    },
  };
  const output = JSON.parse(
    solc.compile(JSON.stringify(input), { import: readOpenZeppelinImport }) as string,
  ) as SolcOutput;
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) {
    throw new Error(
      `Solidity compilation failed:\n${errors.map((error) => error.formattedMessage).join('\n')}`,
    );
  }
  const contracts = Object.fromEntries(
    DEV_CONTRACT_NAMES.map((name) => [name, extractContract(output, name)]),
  ) as Record<DevContractName, CompiledContract>;
  if (!isCompiledDevContracts(contracts))
    throw new Error('solc output lacks ABI or bytecode of a dev contract');
  return contracts;
}

function extractContract(output: SolcOutput, name: DevContractName): unknown {
  const compiled = output.contracts?.[`contracts/${name}.sol`]?.[name];
  return compiled === undefined
    ? undefined
    : {
        abi: compiled.abi,
        bytecode: `0x${compiled.evm.bytecode.object}`,
        deployedBytecode: `0x${compiled.evm.deployedBytecode.object}`,
      };
}

/** solc asks for each import by its path; only OpenZeppelin's installed sources are served. */
function readOpenZeppelinImport(importPath: string): { contents: string } | { error: string } {
  if (!importPath.startsWith(OPENZEPPELIN_PREFIX)) return { error: `Import not allowed: ${importPath}` };
  const root = packageDir('@openzeppelin/contracts');
  const file = path.resolve(root, importPath.slice(OPENZEPPELIN_PREFIX.length));
  if (!file.startsWith(root + path.sep)) return { error: `Import outside OpenZeppelin: ${importPath}` };
  try {
    // solc's import callback is synchronous.
    return { contents: readFileSync(file, 'utf8') };
  } catch {
    return { error: `File not found: ${importPath}` };
  }
}
