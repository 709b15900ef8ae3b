import { type BenchOpener } from '../page/BenchPageConfig';

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
}

/** The scenarios `--scenarios` may name; the first is the one measured by default. */
export const FIRST_VIEW_SCENARIOS: readonly FirstViewScenario[] = [
  {
    name: 'site-pointer',
    title: "the site's own button, clicked with the mouse",
    opener: 'site-button',
    interaction: 'pointer',
  },
  {
    name: 'site-instant',
    title: "the site's own button, clicked with no movement before",
    opener: 'site-button',
    interaction: 'instant',
  },
  {
    name: 'keyport-pointer',
    title: "Keyport's button, clicked with the mouse",
    opener: 'keyport-button',
    interaction: 'pointer',
  },
];
