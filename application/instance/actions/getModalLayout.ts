import { OptionsStore } from '../../options/OptionsStore';
import { type Keyport } from '../Keyport';
import { readingRuntimeOf } from '../internal/runtime';

/** How the site wants the modal laid out. */
export interface KeyportModalLayout {
  /** AppKit's `enableMobileFullScreen`: on a phone the modal fills the screen rather than rising as a sheet. */
  readonly fullScreenOnPhone: boolean;
}

export type GetModalLayoutReturnType = KeyportModalLayout;

export type GetModalLayoutErrorType = TypeError;

const SHEET: KeyportModalLayout = { fullScreenOnPhone: false };
const FULL_SCREEN: KeyportModalLayout = { fullScreenOnPhone: true };

/**
 * The modal's layout options; the same object every time for the same options. The page's own
 * read, left out of the actions' index: a site knows the options it set.
 *
 * @example
 * const { fullScreenOnPhone } = getModalLayout(keyport);
 */
export function getModalLayout(keyport: Keyport): GetModalLayoutReturnType {
  const options = readingRuntimeOf(keyport, 'getModalLayout').get(OptionsStore).get();
  return options.enableMobileFullScreen ? FULL_SCREEN : SHEET;
}
