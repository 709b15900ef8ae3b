import { createRoot } from 'react-dom/client';
import { planDemo } from '../../../../../demo/src/config/planDemo';
import { readDemoConfig } from '../../../../../demo/src/config/readDemoConfig';
import { readDemoFlags } from '../../../../../demo/src/config/readDemoFlags';
import {
  AppKitButton,
  allNetworks,
  createKeyport,
  evmAdapter,
  KeyportProvider,
} from '../../../../../presentation/index';
import { EmbeddedLoginContext } from '../../../../../presentation/views/embedded/EmbeddedLoginContext';
import { ScriptedEmbeddedLogin } from '../../../../fakes/ScriptedEmbeddedLogin';
import '../pageGlobals';

/**
 * A page whose Keyport has an embedded wallet, scripted by the test (`window.embeddedViews.login`):
 * the modal's views of email and social login render in Chromium as they will with the real one,
 * against the devstack's explorer. `?features=` (JSON) sets the instance's `features`.
 */
function start(): void {
  const config = readDemoConfig(document);
  const { networks } = planDemo(config, readDemoFlags(''), allNetworks);
  const features = JSON.parse(new URLSearchParams(location.search).get('features') ?? '{}') as object;
  const keyport = createKeyport(
    {
      projectId: config.projectId,
      networks,
      apiUrls: {
        blockchainApi: config.blockchainApiUrl,
        explorerApi: config.explorerUrl,
        walletConnectRelay: config.walletConnectRelayUrl,
        walletConnectVerify: config.walletConnectVerifyUrl,
        analyticsApi: config.blockchainApiUrl,
      },
      metadata: { name: 'Embedded views', description: 'Login views', url: location.origin, icons: [] },
      themeMode: 'light',
      features,
    },
    { name: 'embedded', adapters: [evmAdapter()] },
  );
  const login = new ScriptedEmbeddedLogin();
  window.embeddedViews = { keyport, login };

  const root = document.getElementById('root');
  if (root === null) throw new Error('The page has no #root element');
  createRoot(root).render(
    <EmbeddedLoginContext.Provider value={login.loader}>
      <KeyportProvider keyport={keyport}>
        <main>
          <h1>The embedded wallet&apos;s views</h1>
          <AppKitButton />
        </main>
      </KeyportProvider>
    </EmbeddedLoginContext.Provider>,
  );
}

start();
