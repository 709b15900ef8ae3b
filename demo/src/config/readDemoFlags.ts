/** How the injected test wallet answers prompts. */
export type TestWalletMode = 'approve' | 'reject';

/** The feature switches (SPEC §1 `features`) the demo can turn off with `&featuresOff=`. */
export const DEMO_FEATURE_SWITCHES = ['swaps', 'onramp', 'receive', 'send', 'history', 'allWallets'] as const;
export type DemoFeatureSwitch = (typeof DEMO_FEATURE_SWITCHES)[number];

function isDemoFeatureSwitch(name: string): name is DemoFeatureSwitch {
  return (DEMO_FEATURE_SWITCHES as readonly string[]).includes(name);
}
/** `links`: the site's terms and privacy links under the wallets; `checkbox`: to be ticked first. */
export type LegalFlag = 'links' | 'checkbox';

/** The demo's query flags (README "The demo"), with what was wrong in them. */
export interface DemoFlags {
  /** `?testWallet=approve|reject`: inject the devstack test wallet, answering prompts this way. */
  readonly testWallet: TestWalletMode | undefined;
  /** `&account=N`: the devnet account index backing the test wallet (default 0). */
  readonly account: number;
  /** `&walletChain=ID`: the chain the test wallet starts on (default 1). */
  readonly walletChain: number;
  /** `&networks=1,42161`: the networks the site requests (default: every dev chain). */
  readonly networks: readonly number[] | undefined;
  /**
   * `&projectId=ID`: the project id the site passes instead of the devstack's, to see what a
   * mistyped one does; `&projectId=` passes none (SPEC §8 alerts). `undefined`: the devstack's.
   */
  readonly projectId: string | undefined;
  /** `&featuresOff=history,swaps`: feature switches the site turns off (default: none). */
  readonly featuresOff: readonly DemoFeatureSwitch[];
  /** `&legal=links|checkbox`: the site's terms and privacy policy, as links or a checkbox (default: none). */
  readonly legal: LegalFlag | undefined;
  /** `&fullScreen=1`: on a phone the modal fills the screen (`enableMobileFullScreen`). */
  readonly fullScreen: boolean;
  /** Flags that could not be read; the page shows them and uses the default instead. */
  readonly problems: readonly string[];
}

export const DEFAULT_TEST_ACCOUNT = 0;
export const DEFAULT_WALLET_CHAIN = 1;

function integerAtLeast(text: string, minimum: number): number | undefined {
  if (!/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= minimum ? value : undefined;
}

/** Reads the flags from a query string such as `?testWallet=approve&account=1`. */
export function readDemoFlags(search: string): DemoFlags {
  const query = new URLSearchParams(search);
  const problems: string[] = [];

  const mode = query.get('testWallet');
  const testWallet = mode === 'approve' || mode === 'reject' ? mode : undefined;
  if (mode !== null && testWallet === undefined)
    problems.push(`testWallet=${mode} is not approve or reject: no test wallet injected`);

  const number = (name: string, minimum: number, fallback: number): number => {
    const text = query.get(name);
    if (text === null) return fallback;
    const value = integerAtLeast(text, minimum);
    if (value === undefined)
      problems.push(`${name}=${text} is not a whole number from ${minimum}: using ${fallback}`);
    return value ?? fallback;
  };
  const account = number('account', 0, DEFAULT_TEST_ACCOUNT);
  const walletChain = number('walletChain', 1, DEFAULT_WALLET_CHAIN);

  const list = query.get('networks');
  let networks: number[] | undefined;
  if (list !== null) {
    const ids = list.split(',').map((item) => integerAtLeast(item.trim(), 1));
    const valid = ids.filter((id): id is number => id !== undefined);
    if (valid.length === ids.length) networks = [...new Set(valid)];
    else problems.push(`networks=${list} is not a comma list of chain ids: requesting every dev chain`);
  }

  const projectId = query.get('projectId') ?? undefined;

  const featuresOff: DemoFeatureSwitch[] = [];
  for (const name of (query.get('featuresOff') ?? '').split(',').map((item) => item.trim())) {
    if (name === '') continue;
    if (isDemoFeatureSwitch(name)) featuresOff.push(name);
    else problems.push(`featuresOff: ${name} is not one of ${DEMO_FEATURE_SWITCHES.join(', ')}: left on`);
  }

  const legalText = query.get('legal');
  const legal = legalText === 'links' || legalText === 'checkbox' ? legalText : undefined;
  if (legalText !== null && legal === undefined)
    problems.push(`legal=${legalText} is not links or checkbox: no legal links`);

  const fullScreenText = query.get('fullScreen');
  if (fullScreenText !== null && fullScreenText !== '1')
    problems.push(`fullScreen=${fullScreenText} is not 1: the modal is a sheet on a phone`);

  return {
    testWallet,
    account,
    walletChain,
    networks,
    projectId,
    featuresOff,
    legal,
    fullScreen: fullScreenText === '1',
    problems,
  };
}
