import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ChunkSize } from '../../../scripts/size/ChunkSize';
import { checkSizes } from '../../../scripts/size/checkSizes';
import { formatSizeReport } from '../../../scripts/size/formatSizeReport';
import { readSizeBudgets, type SizeBudgets } from '../../../scripts/size/SizeBudgets';

const chunk = (name: string, gzipBytes: number, beforeFirstClick: boolean): ChunkSize => ({
  name,
  files: [`browser/${name}.mjs`],
  bytes: gzipBytes * 3,
  gzipBytes,
  beforeFirstClick,
});

const budgets: SizeBudgets = {
  beforeFirstClick: 61_440,
  chunks: { keyport: 50_000, 'keyport-modal': 20_000 },
  anyOtherChunk: 10_000,
};

describe('npm run size (60 KB gzip before the first click, per-chunk budgets, fails over budget)', () => {
  it('passes when every chunk and the before-click total are within budget', () => {
    const report = checkSizes(
      [
        chunk('keyport', 45_000, true),
        chunk('keyport-modal', 19_000, false),
        chunk('views-account', 9_000, false),
      ],
      budgets,
    );
    expect(report.passed).toBe(true);
    expect(report.beforeFirstClick).toEqual({ gzipBytes: 45_000, budget: 61_440, overBudget: false });
    expect(report.totalGzipBytes).toBe(73_000);
    expect(report.chunks.map((c) => [c.name, c.budget, c.catchAllBudget])).toEqual([
      ['keyport', 50_000, false],
      ['keyport-modal', 20_000, false],
      ['views-account', 10_000, true],
    ]);
    const table = formatSizeReport(report);
    expect(table).toMatch(/keyport\s+before first click\s+131\.8 KB\s+45000 B\s+50000 B\s+ok/);
    expect(table).toMatch(/views-account\s+on demand\s+.*10000 B \(any other chunk\)\s+ok/);
    expect(table).toMatch(/before first click \(React excluded\)\s+45000 B\s+61440 B\s+ok/);
    expect(table).toContain('Within budget: 43.9 KB gzip before the first click, of 60.0 KB.');
  });

  it('counts only the entry chunk and its static imports before the first click', () => {
    const report = checkSizes(
      [chunk('keyport', 40_000, true), chunk('shared', 30_000, true), chunk('keyport-modal', 1, false)],
      { ...budgets, anyOtherChunk: 40_000 },
    );
    expect(report.beforeFirstClick).toEqual({ gzipBytes: 70_000, budget: 61_440, overBudget: true });
    expect(report.passed).toBe(false);
    expect(formatSizeReport(report)).toMatch(
      /before first click \(React excluded\)\s+70000 B\s+61440 B\s+OVER BUDGET/,
    );
  });

  it('fails when one chunk is over its own budget, and says where the budgets are', () => {
    const report = checkSizes(
      [chunk('keyport', 10_000, true), chunk('keyport-modal', 20_001, false)],
      budgets,
    );
    expect(report.passed).toBe(false);
    expect(report.chunks.find((c) => c.name === 'keyport-modal')?.overBudget).toBe(true);
    const table = formatSizeReport(report);
    expect(table).toMatch(/keyport-modal\s+on demand\s+.*20001 B\s+20000 B\s+OVER BUDGET/);
    expect(table).toContain(
      'Over budget: see the rows marked OVER BUDGET (budgets are in size-budgets.json).',
    );
  });

  describe('the budgets file', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'budgets-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const file = (content: unknown): string => {
      const name = path.join(dir, `${Math.random()}.json`);
      writeFileSync(name, JSON.stringify(content));
      return name;
    };

    it("the repository's budgets: 60 KB before the first click, plus the AppKit drop-in's 1,920 B, the account side's 416 B, the token picker chunk's name, the first view's loaders and the deep-link pairing check", () => {
      const own = readSizeBudgets(path.resolve(__dirname, '../../../size-budgets.json'));
      // 61,440 B, then viem's and AppKit's networks, AppKit's event sequences, every AppKit option
      // decided at creation and the button elements' definer; then the network button's warning,
      // the close rule of views not yet available and the alerts' console, and the name of the
      // Send and Swap views' shared token picker chunk; then the loaders that fetch the modal and the
      // first view side by side on a sign from the visitor, instead of an idle preload, and the check for
      // a WalletConnect pairing the visitor left the page with (see README, sizes).
      expect(own.beforeFirstClick).toBe(64_512);
      expect(own.chunks['keyport']).toBe(64_512);
    });

    it('reads a well-formed file and refuses a malformed one with what is wrong', () => {
      expect(readSizeBudgets(file(budgets))).toEqual(budgets);
      expect(() => readSizeBudgets(file({ ...budgets, beforeFirstClick: '60 KB' }))).toThrow(
        '"beforeFirstClick" must be a byte count',
      );
      expect(() => readSizeBudgets(file({ ...budgets, anyOtherChunk: 0 }))).toThrow(
        '"anyOtherChunk" must be a byte count',
      );
      expect(() => readSizeBudgets(file({ ...budgets, chunks: [] }))).toThrow(
        '"chunks" must map chunk names to byte counts',
      );
      expect(() => readSizeBudgets(file({ ...budgets, chunks: { viem: -1 } }))).toThrow(
        'the budget of chunk "viem" must be a byte count',
      );
      expect(() => readSizeBudgets(file(null))).toThrow('"beforeFirstClick" must be a byte count');
    });
  });
});
