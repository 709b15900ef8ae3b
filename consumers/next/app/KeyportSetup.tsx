'use client';

import { createAppKit } from 'keyport';
import { arbitrum, mainnet } from 'keyport/networks';
import { type ReactNode } from 'react';
import { siteOptions } from './shared/siteOptions';

// As AppKit's own guide does it: created once, at module scope, in a client module. On the server
// this runs too, while the page renders, and must touch no browser global.
createAppKit(siteOptions([mainnet, arbitrum]));

export function KeyportSetup({ children }: { readonly children: ReactNode }) {
  return <>{children}</>;
}
