import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as zustand from 'zustand';
import * as shared from '@handyq/shared';
import * as sharedWeb from '@handyq/shared/web';
import * as router from '@handyq/shared/web/router-contract';

declare const __SHARED_VERSIONS__: Record<string, string>;

/** One module the shell offers the kits, in the shape a federation container reads. */
interface Provided {
  version: string;
  from: 'shell';
  scope: string[];
  useIn: string[];
  strategy: 'version-first';
  shareConfig: { singleton: true; requiredVersion: false; eager: false; strictVersion: false };
  loaded?: true;
  lib?: () => unknown;
  get: () => Promise<() => unknown>;
}

function provide(name: string, load: () => Promise<unknown>, now?: unknown): Record<string, Provided> {
  const version = __SHARED_VERSIONS__[name];
  if (!version) throw new Error(`No version for shared module ${name}`);
  const entry: Provided = {
    version,
    from: 'shell',
    scope: ['default'],
    useIn: [],
    strategy: 'version-first',
    shareConfig: { singleton: true, requiredVersion: false, eager: false, strictVersion: false },
    get: () => load().then((mod) => () => mod),
  };
  // Modules already on the page are handed over as they are: the kits use the very instances
  // the shell renders with (one React, one router, one session store).
  if (now !== undefined) Object.assign(entry, { loaded: true, lib: () => now });
  return { [version]: entry };
}

const onPage = (name: string, mod: unknown) => provide(name, () => Promise.resolve(mod), mod);

/**
 * The share scope every kit's container is initialised with: the shell is the only provider
 * of the singletons (the kits are built with `import: false`). Modules Home does not need are
 * loaded on a kit's first use of them, still one instance for the shell and all kits.
 */
export const shareScope = {
  react: onPage('react', React),
  'react/jsx-runtime': onPage('react/jsx-runtime', jsxRuntime),
  'react-dom': onPage('react-dom', ReactDOM),
  'react-dom/client': onPage('react-dom/client', ReactDOMClient),
  'react-router-dom': onPage('react-router-dom', router),
  zustand: onPage('zustand', zustand),
  '@handyq/shared': onPage('@handyq/shared', shared),
  '@handyq/shared/web': onPage('@handyq/shared/web', sharedWeb),
  '@handyq/shared/web/server': provide(
    '@handyq/shared/web/server',
    () => import('@handyq/shared/web/server'),
  ),
  '@tanstack/react-query': provide('@tanstack/react-query', () => import('@tanstack/react-query')),
  '@handyq/shared/schemas': provide('@handyq/shared/schemas', () => import('@handyq/shared/schemas')),
};
