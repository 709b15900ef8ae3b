import { type BenchOpener, type BenchPreload } from '../page/BenchPageConfig';

/**
 * How the visitor reaches the click: `pointer` moves the mouse onto the button, rests on it and
 * presses (a person with a mouse, about 0.3 s from the first movement to the click); `instant`
 * clicks where the pointer already is, with no movement or hover before it (a click with no
 * warning, the least a page can know in advance).
 */
export type Interaction = 'pointer' | 'instant';

export interface FirstViewScenario {
  readonly name: string;
  readonly title: string;
  readonly opener: BenchOpener;
  readonly interaction: Interaction;
  /** What the site's own button does before the click (Keyport's button fetches on hover by itself). */
  readonly preload: BenchPreload;
}

/**
 * The scenarios `--scenarios` may name; the first is the one measured by default. The `site-*`
 * preload scenarios weigh when a site's own button could have the modal's code fetched.
 */
export const FIRST_VIEW_SCENARIOS: readonly FirstViewScenario[] = [
  {
    name: 'site-pointer',
    title: "the site's own button, clicked with the mouse, nothing fetched before the click",
    opener: 'site-button',
    interaction: 'pointer',
    preload: 'none',
  },
  {
    name: 'site-instant',
    title: "the site's own button, clicked with no movement before, nothing fetched before the click",
    opener: 'site-button',
    interaction: 'instant',
    preload: 'none',
  },
  {
    name: 'keyport-pointer',
    title: "Keyport's button (fetches on pointer over, press, focus), clicked with the mouse",
    opener: 'keyport-button',
    interaction: 'pointer',
    preload: 'none',
  },
  {
    name: 'keyport-instant',
    title: "Keyport's button, clicked with no movement before",
    opener: 'keyport-button',
    interaction: 'instant',
    preload: 'none',
  },
  {
    name: 'site-hover',
    title: "the site's own button calling preloadModal() on pointer over and focus, clicked with the mouse",
    opener: 'site-button',
    interaction: 'pointer',
    preload: 'hover',
  },
  {
    name: 'site-first-input',
    title: "the site calling preloadModal() on the visitor's first input anywhere, clicked with the mouse",
    opener: 'site-button',
    interaction: 'pointer',
    preload: 'first-input',
  },
  {
    name: 'site-idle',
    title: 'the site calling preloadModal() when the browser is idle after load, clicked with the mouse',
    opener: 'site-button',
    interaction: 'pointer',
    preload: 'idle',
  },
];
