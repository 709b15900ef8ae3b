import { type EmailConnectAction } from '../../../domain/embedded/EmailActions';
import { type RouteEntry } from '../../../domain/router/View';

/**
 * The view an email login goes on to (SPEC §4 "Email connect returns action VERIFY_DEVICE,
 * VERIFY_OTP or CONNECT"): approving this device from the mailed link, entering the mailed code,
 * or none, the login being complete (the connection closes the modal).
 */
export function emailLoginRoute(action: EmailConnectAction, email: string): RouteEntry | undefined {
  switch (action) {
    case 'VERIFY_OTP':
      return { view: 'EmailVerifyOtp', data: { email } };
    case 'VERIFY_DEVICE':
      return { view: 'EmailVerifyDevice', data: { email } };
    case 'CONNECT':
      return undefined;
  }
}
