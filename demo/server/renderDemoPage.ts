import { DEMO_CONFIG_ELEMENT_ID, type DemoConfig } from '../src/config/DemoConfig';

/** Where the page template takes the configuration. */
export const DEMO_CONFIG_PLACEHOLDER = '<!-- keyport-demo-config -->';

/**
 * The demo page with the devstack's configuration written into it as JSON. `<` is escaped so no
 * value can close the script element early.
 */
export function renderDemoPage(template: string, config: DemoConfig): string {
  if (!template.includes(DEMO_CONFIG_PLACEHOLDER))
    throw new Error(`The demo page template has no ${DEMO_CONFIG_PLACEHOLDER}`);
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const element = `<script type="application/json" id="${DEMO_CONFIG_ELEMENT_ID}">${json}</script>`;
  return template.replace(DEMO_CONFIG_PLACEHOLDER, () => element);
}
