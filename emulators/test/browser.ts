import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserServer, type LaunchOptions } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`); playwright cannot download browsers here. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Headless Chromium with the flags this machine needs. */
function launchOptions(): LaunchOptions {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `No Chromium at ${CHROMIUM}: run "apt-get install -y chromium" (or set CHROMIUM_PATH)`,
    );
  }
  return {
    executablePath: CHROMIUM,
    headless: true,
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

/** Headless Chromium for this process; every launch gets a fresh profile. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(launchOptions());
}

/** Headless Chromium that other processes connect to (`connectChromium`), e.g. a test run's one. */
export function launchChromiumServer(): Promise<BrowserServer> {
  return chromium.launchServer(launchOptions());
}

/** The Chromium of `launchChromiumServer` at `endpoint`; closing it only disconnects. */
export function connectChromium(endpoint: string): Promise<Browser> {
  return chromium.connect(endpoint);
}
