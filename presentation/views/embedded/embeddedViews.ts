/** The embedded wallet's views, loaded together as one chunk (see modal/embeddedViewGroup.ts). */
export { ApproveTransactionView } from './ApproveTransactionView';
export { ConnectingFarcasterView } from './ConnectingFarcasterView';
export { ConnectingSocialView } from './ConnectingSocialView';
export { EmailVerifyDeviceView } from './EmailVerifyDeviceView';
export { EmailVerifyOtpView } from './EmailVerifyOtpView';
export { LoginAccountDetails } from './LoginAccountDetails';
export { UpdateEmailPrimaryOtpView, UpdateEmailSecondaryOtpView } from './UpdateEmailCodeViews';
export { UpdateEmailWalletView } from './UpdateEmailWalletView';
