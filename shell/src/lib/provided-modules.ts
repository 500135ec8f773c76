import singletons from '@handyq/build/singletons.json';

declare const __SHARED_VERSIONS__: Record<string, string>;

/**
 * How the shell loads each module it provides to the kits. The list of singletons is
 * shared/build/singletons.json (the kits' builds read it too); a unit test fails when a name on it
 * has no loader here or a loader has no name there. A module already on the page resolves to
 * the very instance the shell renders with: one React, one router, one store per page.
 */
export const LOADERS: Record<string, () => Promise<unknown>> = {
  react: () => import('react'),
  'react/jsx-runtime': () => import('react/jsx-runtime'),
  'react-dom': () => import('react-dom'),
  'react-dom/client': () => import('react-dom/client'),
  // The router is provided with the exports of the shell's router contract only.
  'react-router-dom': () => import('@handyq/web/router-contract'),
  zustand: () => import('zustand'),
  '@tanstack/react-query': () => import('@tanstack/react-query'),
  '@handyq/domain': () => import('@handyq/domain'),
  '@handyq/web': () => import('@handyq/web'),
  '@handyq/web/server': () => import('@handyq/web/server'),
  '@handyq/web/user': () => import('@handyq/web/user'),
  // who may use a Pro feature, alone: a gate loads it without the user module's dialogs
  '@handyq/web/pro-access': () => import('@handyq/web/pro-access'),
  '@handyq/web/practice-log': () => import('@handyq/web/practice-log'),
  // the log's rules (its days, figures and order), for the PracticeLog page and the device module
  '@handyq/domain/practice-log-rules': () => import('@handyq/domain/practice-log-rules'),
  '@handyq/domain/schemas': () => import('@handyq/domain/schemas'),
  '@handyq/cue': () => import('@handyq/cue'),
  // the on-device voice (its worker and engine): fetched only by a page that uses it
  '@handyq/cue/voice': () => import('@handyq/cue/voice'),
  // CueCraft's sequences and their compiler: fetched only by a page that builds or runs one
  '@handyq/cue/cue-craft': () => import('@handyq/cue/cue-craft'),
  // the handstand line from a pose's keypoints, for the Line Kit and HoldOn's camera start
  '@handyq/line': () => import('@handyq/line'),
  // the camera and the pose model (its worker, runtime and weights): fetched only by a camera page
  '@handyq/line/camera': () => import('@handyq/line/camera'),
};

/** One module the shell provides, in the shape of the federation runtime's `shared` option. */
export interface ProvidedModule {
  version: string;
  scope: string;
  get: () => Promise<() => unknown>;
  shareConfig: { singleton: true; requiredVersion: false; eager: false; strictVersion: false };
}

/** The version this build of the shell provides of each singleton (installed at build time). */
export const providedVersions = (): Record<string, string> => ({ ...__SHARED_VERSIONS__ });

/** The runtime's `shared` option: every singleton on the list, at the version installed here. */
export function providedShared(
  versions: Record<string, string> = providedVersions(),
): Record<string, ProvidedModule> {
  return Object.fromEntries(
    (singletons as string[]).map((name) => {
      const load = LOADERS[name];
      const version = versions[name];
      if (!load) throw new Error(`shared/build/singletons.json names ${name}, which the shell cannot load`);
      if (!version) throw new Error(`No installed version of ${name} was built into the shell`);
      const provided: ProvidedModule = {
        version,
        scope: 'default',
        get: () => load().then((mod) => () => mod),
        shareConfig: { singleton: true, requiredVersion: false, eager: false, strictVersion: false },
      };
      return [name, provided];
    }),
  );
}
