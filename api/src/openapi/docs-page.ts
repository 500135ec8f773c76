import path from 'node:path';

/** The package whose files make the browsable page (scripts/lib/notices.mjs lists it too). */
export const SWAGGER_UI_PACKAGE = 'swagger-ui-dist';

/** swagger-ui-dist's folder. */
const swaggerUiDir = () => path.dirname(require.resolve(`${SWAGGER_UI_PACKAGE}/package.json`));

/**
 * The only files GET /api/docs/:file serves, by name: Swagger UI's bundle and styles from
 * swagger-ui-dist, and the page's own initializer. Any other name is 404, so no path a
 * caller sends ever reaches the disk.
 */
export const DOCS_FILES: Record<string, { type: string; file?: () => string; text?: string }> = {
  'swagger-ui-bundle.js': {
    type: 'application/javascript; charset=utf-8',
    file: () => path.join(swaggerUiDir(), 'swagger-ui-bundle.js'),
  },
  'swagger-ui.css': {
    type: 'text/css; charset=utf-8',
    file: () => path.join(swaggerUiDir(), 'swagger-ui.css'),
  },
  'favicon-32x32.png': { type: 'image/png', file: () => path.join(swaggerUiDir(), 'favicon-32x32.png') },
  // Its own file: the app's Content-Security-Policy runs no inline script.
  'docs-init.js': {
    type: 'application/javascript; charset=utf-8',
    text: `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    deepLinking: true,
    tryItOutEnabled: false,
  });
});
`,
  },
};

/** GET /api/docs: Swagger UI reading /api/openapi.json, scripts and styles from files only. */
export const DOCS_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>HandyQ API</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs-init.js"></script>
</body>
</html>
`;
