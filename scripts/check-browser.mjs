// Browser tests need Debian's Chromium; say how to get it instead of failing deep inside the runner.
import { existsSync } from 'node:fs';
import { CHROMIUM } from './chromium.mjs';

if (!existsSync(CHROMIUM)) {
  console.error(
    `Chromium not found at ${CHROMIUM}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  );
  console.error('(or point CHROME_PATH at a Chromium binary). `bash .ci/run` installs it and runs every test.');
  process.exit(1);
}
