import { AppKitButton, NetworkButton } from 'keyport';
import { SiteStatus } from './shared/SiteStatus';

/** A server component: Keyport's buttons render here on the server and hydrate in the browser. */
export default function Home() {
  return (
    <main>
      <h1>Consumer site (Next.js)</h1>
      <AppKitButton />
      <NetworkButton />
      <SiteStatus />
    </main>
  );
}
