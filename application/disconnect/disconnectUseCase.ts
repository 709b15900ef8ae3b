/** What `Disconnector` loads: the use case and the module binding it (one chunk). */
export { DisconnectService } from './DisconnectService';
export { disconnectModule } from './disconnectModule';
