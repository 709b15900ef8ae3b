import { type EmailUpdateAction } from '../../../domain/embedded/EmailActions';
import { type RouteEntry } from '../../../domain/router/View';

/**
 * The code step an email update goes on to (SPEC §4 "Email update: returns VERIFY_PRIMARY_OTP or
 * VERIFY_SECONDARY_OTP"): the code sent to the current address first, or straight to the one sent
 * to the new address.
 */
export function updateEmailRoute(action: EmailUpdateAction, current: string, newEmail: string): RouteEntry {
  return action === 'VERIFY_PRIMARY_OTP'
    ? { view: 'UpdateEmailPrimaryOtp', data: { email: current, newEmail } }
    : { view: 'UpdateEmailSecondaryOtp', data: { newEmail } };
}
