import { AppKitButton, createAppKit } from 'keyport';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { arbitrum, mainnet } from 'viem/chains';
import { SiteStatus } from './shared/SiteStatus';
import { siteOptions } from './shared/siteOptions';

createAppKit(siteOptions([mainnet, arbitrum]));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main>
      <h1>Consumer site (Vite)</h1>
      <AppKitButton />
      {/* AppKit's element, as AppKit's own quick starts use it. */}
      <appkit-network-button />
      <SiteStatus />
    </main>
  </StrictMode>,
);
