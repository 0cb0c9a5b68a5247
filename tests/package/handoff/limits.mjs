// The form's limits on a code (referee/web/kit/show-code.js), read from its source: show-code.js imports the DOM's
// helpers, which node has not.
import { readFileSync } from "node:fs";

const source = readFileSync(new URL("../../../referee/web/kit/show-code.js", import.meta.url), "utf8");
const constant = (name) => Number(new RegExp(`export const ${name} = (\\d+);`).exec(source)[1]);
export const ONE_CODE_VERSION = constant("ONE_CODE");
export const PART_DATA = constant("PART_CHARS");
