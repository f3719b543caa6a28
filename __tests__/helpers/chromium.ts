import fs from 'node:fs';

/** Debian's chromium package; tests that need a browser skip where it is not installed (never a downloaded browser). */
export const CHROMIUM = '/usr/bin/chromium';
export const chromiumAvailable = fs.existsSync(CHROMIUM);

/**
 * How Chromium starts here: as root (no sandbox), headless without a GPU, and without the
 * background connections (updates, sync, QUIC) that a machine with no network refuses. Playwright
 * gives every launch a new empty profile of its own.
 */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] } {
  return {
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  };
}
