/**
 * How Chromium is launched here, for the browser tests and the benchmarks alike: Debian's
 * Chromium (Playwright cannot download its own browser on this network), as root, headless,
 * with no background networking (the closed network refuses it, noisily).
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-dev-shm-usage',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
};
