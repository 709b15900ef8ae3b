import {
  AppKitButton,
  type AppKitOptions,
  type CaipNetwork,
  type CaipNetworkId,
  createAppKit,
  createKeyport,
  evmAdapter,
  isKeyportError,
  type Keyport,
  KeyportError,
  type KeyportErrorCode,
  type KeyportEvent,
  type KeyportEventName,
  KeyportProvider,
  mainnet,
  type PublicAccount,
  useAppKit,
  useAppKitAccount,
  useAppKitEvents,
  useAppKitNetwork,
  useAppKitState,
  useAppKitTheme,
  useDisconnect,
  useWalletInfo,
} from 'keyport';
import { arbitrum, base } from 'keyport/networks';
// AppKit's sites import from '@reown/appkit/react': the same path works here.
import { createAppKit as createAppKitFromReact } from 'keyport/react';
import { type Equal, type Expect } from './expectType';

// Options: a site's usual call compiles; a misspelt option or a wrong type does not.
const options: AppKitOptions = {
  projectId: 'project',
  networks: [mainnet, arbitrum, base],
  adapters: [evmAdapter()],
  metadata: { name: 'Site', description: 'A site', url: 'https://example.com', icons: [] },
  themeMode: 'dark',
  themeVariables: { '--w3m-accent': '#0055ff' },
  features: { swaps: false, analytics: false },
};
// @ts-expect-error networks must not be empty
const noNetworks: AppKitOptions = { projectId: 'project', networks: [] };
// @ts-expect-error themeMode is 'light' or 'dark'
const badTheme: AppKitOptions = { projectId: 'project', networks: [mainnet], themeMode: 'blue' };

export const modal = createAppKit(options);
export const second: Keyport = createKeyport(options, { name: 'second' });

type _SameEntry = Expect<Equal<typeof createAppKitFromReact, typeof createAppKit>>;

// Networks carry their CAIP id as a template type.
type _NetworkId = Expect<Equal<CaipNetwork['caipNetworkId'], CaipNetworkId>>;

// Errors: the code is a closed union; a made-up code does not compile.
export function describe(error: unknown): string {
  if (isKeyportError(error)) {
    const code: KeyportErrorCode = error.code;
    return code === 'INVALID_OPTIONS' ? 'options' : code;
  }
  return error instanceof KeyportError ? 'never' : 'other';
}
// @ts-expect-error not a Keyport error code
const unknownCode: KeyportErrorCode = 'NOT_A_CODE';

export function Page() {
  const account = useAppKitAccount();
  type _Account = Expect<Equal<typeof account, PublicAccount>>;
  const status: 'connected' | 'disconnected' | 'connecting' | 'reconnecting' = account.status;
  const { open, close } = useAppKit();
  const network = useAppKitNetwork();
  const state = useAppKitState();
  const theme = useAppKitTheme();
  const event: KeyportEvent = useAppKitEvents();
  const name: KeyportEventName | string = event.data.event;
  const { disconnect } = useDisconnect();
  const { walletInfo } = useWalletInfo();
  const chainId: number | string | undefined = network.chainId;
  const opened: boolean = state.open;
  return (
    <KeyportProvider keyport={second}>
      <AppKitButton balance="hide" size="sm" />
      {/* AppKit's elements are typed as they were with AppKit; a wrong attribute value does not compile. */}
      <appkit-button balance="hide" charsStart={6} />
      <w3m-network-button disabled />
      <button onClick={() => void open({ view: 'Networks' })}>{status}</button>
      <button onClick={() => void close()}>{theme.themeMode}</button>
      <button onClick={() => void disconnect()}>{walletInfo?.name ?? name}</button>
      <output>
        {String(chainId)} {String(opened)} {account.address ?? ''}
      </output>
    </KeyportProvider>
  );
}

// @ts-expect-error balance is "show" or "hide"
export const badElement = <appkit-account-button balance="maybe" />;

export const unused = [noNetworks, badTheme, unknownCode];
