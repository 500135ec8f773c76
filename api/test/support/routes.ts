import type { NestExpressApplication } from '@nestjs/platform-express';

/**
 * Every API route the running app serves, as 'GET /api/libraryItem/:id', read from the
 * Express router Nest registered them on: a route added to any controller shows up here.
 */
export function discoverRoutes(app: NestExpressApplication): string[] {
  const router = (
    app.getHttpAdapter().getInstance() as {
      router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
    }
  ).router;
  const routes: string[] = [];
  for (const layer of router.stack) {
    if (!layer.route || !layer.route.path.startsWith('/api/')) continue;
    for (const method of Object.keys(layer.route.methods)) {
      if (method !== '_all') routes.push(`${method.toUpperCase()} ${layer.route.path}`);
    }
  }
  return routes.sort();
}
