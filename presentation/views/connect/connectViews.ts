/** The connect group of views, loaded together as one chunk (see modal/viewRegistry.ts). */
export { AllWalletsView } from './AllWalletsView';
export { ConnectingExternalView } from './ConnectingExternalView';
export { ConnectView } from './ConnectView';
