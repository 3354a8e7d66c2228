// The system Chromium (Debian's package) that every browser test and benchmark launches; no tool
// downloads a browser of its own. CHROME_PATH points elsewhere when it is not /usr/bin/chromium.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Flags for a container without a GPU, a session bus or a large /dev/shm, and quiet on the network. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
