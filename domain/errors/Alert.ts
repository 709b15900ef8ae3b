/**
 * SPEC §8: the alerts, shown at the top of the page rather than in the modal because they are
 * about the site's setup or the embedded wallet as a whole, not about one action of the visitor.
 * Several problems share a title; the description says which one it is and what to do.
 */
export interface Alert {
  readonly code: string;
  readonly title: string;
  readonly description: string;
}
