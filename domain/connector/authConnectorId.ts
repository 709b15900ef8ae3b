/**
 * The id of the embedded wallet's connector (type AUTH, SPEC §3), stored as the connected
 * connector id of the namespace it connects, so a reload knows to restore the login (AppKit's id).
 */
export const AUTH_CONNECTOR_ID = 'ID_AUTH';
