import path from 'node:path';

// The build-time check of what a kit may import from react-router-dom (the shell provides only
// the exports in shared/web/src/router-contract.ts). It runs as a pre-loader on kit sources.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('../shared/build/router-contract.cjs') as {
  (this: { resourcePath: string; addDependency(f: string): void }, source: string): string;
  contractNames(): Set<string>;
};

const file = path.resolve(__dirname, '../coach-kit/src/pages/probe-page.tsx');
const run = (source: string) => loader.call({ resourcePath: file, addDependency: () => {} }, source);

describe('the router contract check', () => {
  it('lists the exports the kits use today', () => {
    expect([...loader.contractNames()]).toEqual(
      expect.arrayContaining([
        'Routes',
        'Route',
        'Link',
        'NavLink',
        'useParams',
        'useNavigate',
        'useSearchParams',
      ]),
    );
  });

  it('passes a kit that imports only contract exports (and types)', () => {
    const src = [
      "import { Route, Routes, useParams as params } from 'react-router-dom';",
      "import type { LinkProps } from 'react-router-dom';",
      "import { type NavLinkProps, Link } from 'react-router-dom';",
    ].join('\n');
    expect(run(src)).toBe(src);
  });

  it('fails a kit that imports an export outside it, naming the file, the export and the contract', () => {
    expect(() => run("import { Routes, useMatches } from 'react-router-dom';")).toThrow(
      /coach-kit\/src\/pages\/probe-page\.tsx imports 'useMatches' from react-router-dom.*router-contract\.ts/,
    );
  });

  it('fails namespace and default imports, which it cannot check', () => {
    expect(() => run("import * as Router from 'react-router-dom';")).toThrow(/namespace import/);
  });
});
