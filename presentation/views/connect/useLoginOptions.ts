import {
  getLoginOptions,
  type GetLoginOptionsReturnType,
} from '../../../application/instance/actions/getLoginOptions';
import { watchLoginOptions } from '../../../application/instance/actions/watchLoginOptions';
import { useKeyport } from '../../react/KeyportAppContext';
import { useKeyportValue } from '../../react/useKeyportValue';

/** How the site offers email and social login (SPEC §1 `features`), re-rendering when it changes. */
export function useLoginOptions(): GetLoginOptionsReturnType {
  return useKeyportValue(useKeyport('ConnectView'), getLoginOptions, watchLoginOptions);
}
