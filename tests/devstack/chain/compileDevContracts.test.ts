import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileDevContracts } from '../../../devstack/chain/compileDevContracts';
import { DEV_CONTRACT_NAMES, isCompiledDevContracts } from '../../../devstack/chain/compiledContracts';

describe('dev contract compilation (ARCHITECTURE "devstack/": contracts deployed at start, compiled once)', () => {
  const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'keyport-solc-'));
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it('compiles every dev contract with solc when nothing is cached, and caches the output', async () => {
    const compiled = await compileDevContracts({ cacheDir });
    expect(compiled.origin).toBe('compiler');
    expect(path.dirname(compiled.cacheFile)).toBe(cacheDir);
    expect(path.basename(compiled.cacheFile)).toMatch(/^[0-9a-f]{64}\.json$/);
    for (const name of DEV_CONTRACT_NAMES) {
      expect(compiled.contracts[name].bytecode).toMatch(/^0x[0-9a-f]{100,}$/);
      expect(compiled.contracts[name].abi.length).toBeGreaterThan(0);
    }
    expect(JSON.parse(readFileSync(compiled.cacheFile, 'utf8'))).toEqual(compiled.contracts);
  }, 30_000);

  it('reuses the cached output on the next compilation', async () => {
    const first = await compileDevContracts({ cacheDir });
    const second = await compileDevContracts({ cacheDir });
    expect(second.origin).toBe('cache');
    expect(second.cacheFile).toBe(first.cacheFile);
    expect(second.contracts).toEqual(first.contracts);
  });

  it('compiles again when the cache file is corrupt', async () => {
    const { cacheFile, contracts } = await compileDevContracts({ cacheDir });
    writeFileSync(cacheFile, '{"DevToken":');
    const recompiled = await compileDevContracts({ cacheDir });
    expect(recompiled.origin).toBe('compiler');
    expect(recompiled.contracts).toEqual(contracts);
    expect((await compileDevContracts({ cacheDir })).origin).toBe('cache');
  }, 30_000);

  it('accepts as cached output only every dev contract with an ABI and hex bytecode', async () => {
    const { contracts } = await compileDevContracts({ cacheDir });
    expect(isCompiledDevContracts(contracts)).toBe(true);
    expect(isCompiledDevContracts({ ...contracts, DevSpamCollection: undefined })).toBe(false);
    expect(
      isCompiledDevContracts({ ...contracts, DevToken: { abi: contracts.DevToken.abi, bytecode: '0x60zz' } }),
    ).toBe(false);
    expect(
      isCompiledDevContracts({ ...contracts, DevToken: { abi: {}, bytecode: contracts.DevToken.bytecode } }),
    ).toBe(false);
    expect(isCompiledDevContracts([])).toBe(false);
  });
});
