import fs from 'node:fs';
import path from 'node:path';

interface ServedPackage {
  name: string;
  files: string[];
}

const MEDIA_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
};

export interface DocsFile {
  type: string;
  /** Where the file is on disk (a third-party package's), or its text (the page's own). */
  file?: string;
  text?: string;
}

/**
 * The third-party files the API sends to browsers, by name (api/served-packages.json, which
 * THIRD_PARTY_NOTICES is written from too): Swagger UI's bundle, styles and icon.
 */
function servedFiles(): Record<string, DocsFile> {
  // api/served-packages.json, from src/openapi and from dist/openapi alike.
  const list = path.join(__dirname, '..', '..', 'served-packages.json');
  const { packages } = JSON.parse(fs.readFileSync(list, 'utf8')) as { packages: ServedPackage[] };
  const files: Record<string, DocsFile> = {};
  for (const p of packages) {
    const dir = path.dirname(require.resolve(`${p.name}/package.json`));
    for (const name of p.files) {
      const type = MEDIA_TYPES[path.extname(name)];
      if (!type) throw new Error(`api/served-packages.json: no media type for ${name}`);
      files[name] = { type, file: path.join(dir, name) };
    }
  }
  return files;
}

/** Starts Swagger UI on the document; its own file: the app's Content-Security-Policy runs no inline script. */
const DOCS_INIT_JS = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '/api/openapi.json',
    dom_id: '#swagger-ui',
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
    deepLinking: true,
  });
});
`;

/**
 * The only files GET /api/docs/:file serves, by name; any other name is 404, so no path a
 * caller sends ever reaches the disk.
 */
export const DOCS_FILES: Record<string, DocsFile> = {
  ...servedFiles(),
  'docs-init.js': { type: MEDIA_TYPES['.js']!, text: DOCS_INIT_JS },
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
