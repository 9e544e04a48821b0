// Stops the test run early, with one clear line, when there is no Chromium to drive.
import { existsSync } from "node:fs";

const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(Boolean);
if (!candidates.some((file) => existsSync(file))) {
  console.error(
    "No Chromium found at $CHROME_PATH or /usr/bin/chromium: install it with `sudo apt-get install -y chromium` (or set CHROME_PATH) and run the tests again.",
  );
  process.exit(1);
}
