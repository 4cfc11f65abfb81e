// Browser tests need Debian's Chromium; say how to get it instead of failing deep inside the runner.
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `Chromium not found at ${path}. Install it with: sudo apt-get update && sudo apt-get install -y chromium`,
  );
  console.error('(or point CHROME_PATH at a Chromium binary). `bash .ci/run` installs it and runs every test.');
  process.exit(1);
}
