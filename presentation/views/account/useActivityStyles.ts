import { useStyleSheet } from '../../theme/useStyleSheet';
import { ACTIVITY_CSS } from './activityCss';

/** The id of the Activity tab's stylesheet, so that it is added to the page once. */
export const ACTIVITY_STYLE_ELEMENT_ID = 'keyport-activity-styles';

/** The Activity tab's stylesheet, added the first time the tab renders (see useStyleSheet). */
export function useActivityStyles(): void {
  useStyleSheet(ACTIVITY_STYLE_ELEMENT_ID, ACTIVITY_CSS);
}
