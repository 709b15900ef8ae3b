import { type ReactNode } from 'react';
import { KeyportSetup } from './KeyportSetup';

export const metadata = { title: 'Consumer site (Next.js)' };

export default function RootLayout({ children }: { readonly children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <KeyportSetup>{children}</KeyportSetup>
      </body>
    </html>
  );
}
