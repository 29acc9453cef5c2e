/**
 * The environment Chromium starts in: the suite's own, without libfaketime, which `npm run test:midnight` preloads
 * into every other process. Chromium does not start with it, and its clock is the user's own anyway: the pages take
 * the court's today from the server.
 */
const UNFAKED_ENV = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[0] !== 'LD_PRELOAD' && entry[1] !== undefined,
  ),
);

/** Debian's Chromium and the flags every browser of the suite and the benchmarks runs it with. */
export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  env: UNFAKED_ENV,
  args: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ],
};

/** Chromium with its own fake capture devices, as `options` of --use-fake-device-for-media-stream say. */
export function fakeCapture(options: string) {
  const flag = '--use-fake-device-for-media-stream';
  return { ...CHROMIUM, args: CHROMIUM.args.map((arg) => (arg === flag ? `${flag}=${options}` : arg)) };
}

/**
 * The suite's browsers (playwright.config.ts): their fake cameras run at 5 frames a second, Chromium's least,
 * instead of its default. What the walks check does not depend on the camera's rate: a recording and the public
 * picture are drawn by the page's compositor on a clock of its own, and each received video only has to decode.
 * Encoding fewer frames leaves the two cores to the rest: the live walks (e2e/room1) took 248 s instead of 261 s,
 * the broadcast walk 33 s instead of 39 (one quiet run each).
 */
export const SUITE_CHROMIUM = fakeCapture('fps=5');
