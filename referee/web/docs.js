// The API reference (GET /docs): Swagger UI on this server's own /openapi.yaml. A served file, not an
// inline script, so the page keeps the phone form's Content-Security-Policy (script-src 'self').
"use strict";
window.addEventListener("DOMContentLoaded", () => {
  window.ui = SwaggerUIBundle({
    url: "/openapi.yaml",
    dom_id: "#reference",
    deepLinking: true,
    tryItOutEnabled: true,           // every operation opens ready to send its first example
    displayRequestDuration: true,
    defaultModelsExpandDepth: 0,     // the schemas list is long; each operation shows its own
    validatorUrl: null,              // Swagger UI would otherwise load a badge from another host
    supportedSubmitMethods: ["get", "post"],
  });
});
