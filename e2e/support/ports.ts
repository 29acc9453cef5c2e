/** The app under test, and the servers it runs beside it on loopback (playwright.config.ts starts them). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** coturn, the meeting's TURN server (TURN_EMBEDDED_PORT). */
export const E2E_TURN_PORT = E2E_PORT + 2000;
/** Janus, the meeting's SFU (JANUS_EMBEDDED_PORT). */
export const E2E_JANUS_PORT = E2E_PORT + 3000;
