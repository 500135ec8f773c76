import fs from 'node:fs';
import path from 'node:path';
import KITS from '@handyq/domain/kits.json';

// The build-time check that a kit takes every shared module from the shell
// (shared/build/shared-contract.cjs, a pre-loader on every kit source).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { outsideSingletons, consumedSingletons } = require('../shared/build/shared-contract.cjs') as {
  outsideSingletons(source: string, consumed?: string[]): string[];
  consumedSingletons(dir: string): string[];
};

const root = path.resolve(__dirname, '..');
const sources = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const at = path.join(dir, e.name);
    if (e.isDirectory()) return sources(at);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [at] : [];
  });

describe('the shared-module contract check', () => {
  it('passes imports of the modules on shared/build/singletons.json, types and the kit’s own libraries', () => {
    const src = [
      "import { useState } from 'react';",
      "import { Link } from 'react-router-dom';",
      "import { PlanDialog } from '@handyq/web/user';",
      "import type { KitRoutes } from '@handyq/web/router-contract';",
      "export type { Cue } from '@handyq/cue';",
      "import { Crop } from 'react-easy-crop';",
      "import { X } from 'lucide-react';",
      "import './page.module.css';",
      "const Page = lazy(() => import('./pages/page'));",
    ].join('\n');
    expect(outsideSingletons(src)).toEqual([]);
  });

  it.each([
    ["import { renderToString } from 'react-dom/server';", "'react-dom/server'"],
    ["import { Link } from 'react-router';", "'react-router' (use react-router-dom)"],
    ["import { x } from '@handyq/web/router-contract';", "'@handyq/web/router-contract'"],
    ["export { persist } from 'zustand/middleware';", "'zustand/middleware'"],
    ["const m = import('@tanstack/react-query/build/modern');", "'@tanstack/react-query/build/modern'"],
    ["import { z } from 'zod';", "'zod' (use @handyq/domain/schemas)"],
    ["import ky from 'ky';", "'ky' (use @handyq/web/server's api)"],
  ])('fails %s, naming the import', (src, named) => {
    expect(outsideSingletons(src)).toEqual([named]);
  });

  it('fails a singleton of a package the kit does not depend on (it would bundle its own copy)', () => {
    const consumed = consumedSingletons(path.join(root, 'profile'));
    expect(consumed).toContain('@handyq/web');
    expect(consumed).not.toContain('@handyq/line');
    expect(outsideSingletons("import { lineOf } from '@handyq/line';", consumed)).toEqual([
      "'@handyq/line' (add @handyq/line to the kit's package.json)",
    ]);
    expect(outsideSingletons("import { Page } from '@handyq/web';", consumed)).toEqual([]);
  });

  it.each(KITS.map((k) => [k.folder]))('%s imports every shared module from the shell', (folder) => {
    const files = sources(path.join(root, folder, 'src'));
    expect(files.length).toBeGreaterThan(0);
    const consumed = consumedSingletons(path.join(root, folder));
    const outside = files.flatMap((f) =>
      outsideSingletons(fs.readFileSync(f, 'utf8'), consumed).map((i) => `${path.relative(root, f)}: ${i}`),
    );
    expect(outside).toEqual([]);
  });
});
