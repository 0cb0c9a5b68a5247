// ESLint's recommended rules over the form's JavaScript (no build step: what is linted is what is served), its
// workers and the Node harness that runs the phone's engine in the tests. Run from the repository's root:
//   (cd tools/lint && npm ci) && tools/lint/node_modules/.bin/eslint -c tools/lint/eslint.config.js
import js from "@eslint/js";
import globals from "globals";

export default [
  {
    ignores: ["referee/web/pyodide/**", "referee/web/vendor/**", "referee/api/swagger_ui/**", "**/node_modules/**", "build/**", ".venv/**"],
  },
  js.configs.recommended,
  {
    rules: {
      // `let answer = null; try { answer = ... } catch { ... }`: the form starts a value before a try on purpose
      "no-useless-assignment": "off",
      "no-extra-boolean-cast": "off",
      // a callback keeps its caller's positional signature (map's (item, index)) whether it reads them or not
      "no-unused-vars": ["error", { args: "none", caughtErrors: "none" }],
    },
  },
  {
    files: ["referee/web/**/*.js", "referee/web/**/*.mjs"],
    languageOptions: { sourceType: "module", globals: { ...globals.browser } },
  },
  // __FORM__: the form's file list, written into sw.js when it is served (referee/api/web.py)
  { files: ["referee/web/sw.js"], languageOptions: { globals: { ...globals.serviceworker, __FORM__: "readonly" } } },
  // docs.html loads Swagger UI's bundle (referee/api/swagger_ui/) before docs.js
  { files: ["referee/web/docs.js"], languageOptions: { globals: { SwaggerUIBundle: "readonly" } } },
  { files: ["referee/web/engine-worker.js"], languageOptions: { globals: { ...globals.worker } } },
  {
    // engine-boot.mjs starts the engine in the browser's worker and under Node alike
    files: ["referee/web/engine-boot.mjs", "tests/**/*.mjs", "tools/**/*.mjs"],
    languageOptions: { sourceType: "module", globals: { ...globals.node, ...globals.worker } },
  },
];
