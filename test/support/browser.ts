/**
 * Debian's Chromium driven by playwright-core (a test tool's own browser download cannot work
 * here). Started as a root process may start it: headless, no sandbox, no background networking
 * (the machine's closed network refuses it). Without Chromium the browser tests are left out with
 * that reason; `.ci/run` installs it and sets CATALOG_TEST_REQUIRE_CHROMIUM, which turns its
 * absence into a failure.
 */
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HAS_CHROMIUM = existsSync(CHROMIUM);

if (!HAS_CHROMIUM && process.env.CATALOG_TEST_REQUIRE_CHROMIUM) {
  throw new Error(`CATALOG_TEST_REQUIRE_CHROMIUM is set but there is no Chromium at ${CHROMIUM} (Debian package chromium)`);
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
  });
}
