// Debian's Chromium, started the way this machine needs: no sandbox as root, and none of the
// background connections a closed network refuses. Used by the benchmarks and the e2e tests.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
