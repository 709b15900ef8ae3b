import { type ViewName } from './View';

/**
 * The SPEC §2 views that are not available yet (its table's "available" column): a host or a flow
 * may still open one, and it shows a short "not available" note and runs nothing behind it: no
 * wallet waits on it and no sign-in is asked there, so none of the SPEC §4 close blocks holds on it.
 */
export const VIEWS_NOT_YET_AVAILABLE = [
  'ConnectingSiwe',
  'SIWXSignMessage',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
] as const satisfies readonly ViewName[];

/** Every other SPEC §2 view: the modal shows each. */
export type AvailableView = Exclude<ViewName, (typeof VIEWS_NOT_YET_AVAILABLE)[number]>;

export function isAvailableView(view: ViewName): view is AvailableView {
  return !(VIEWS_NOT_YET_AVAILABLE as readonly ViewName[]).includes(view);
}
