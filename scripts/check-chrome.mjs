// Stops the test run early, with one clear line, when there is no Chromium to drive: the
// browser tests use Chromium's headless shell (scripts/chromium.ts says why).
import { existsSync } from "node:fs";

const file = process.env.CHROME_PATH || "/usr/bin/chromium-headless-shell";
if (!existsSync(file)) {
  console.error(
    `No Chromium headless shell at ${file}: install it with \`sudo apt-get install -y chromium-headless-shell\` (or set CHROME_PATH) and run the tests again.`,
  );
  process.exit(1);
}

const firefox = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";
if (!existsSync(firefox)) {
  console.error(
    `No Firefox ESR at ${firefox}: install it with \`sudo apt-get install -y firefox-esr\` (or set FIREFOX_PATH) and run the tests again.`,
  );
  process.exit(1);
}
