import { createRoot } from 'react-dom/client';
import { SITE_BUTTON_TEST_ID } from './BenchPageConfig';

/**
 * The bench page without Keyport: React and the site's button alone. What it costs (script, long
 * tasks, heap) is the floor the page with Keyport is measured against.
 */
createRoot(document.getElementById('root') as HTMLElement).render(
  <button type="button" data-testid={SITE_BUTTON_TEST_ID}>
    Connect
  </button>,
);
