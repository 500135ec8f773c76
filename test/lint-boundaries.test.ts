import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The boundary errors eslint reports for `code` placed at `file` (the file need not exist). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'handyq/boundaries').map((m) => m.message);
}

describe('import boundaries', () => {
  // One forbidden import for each rule of the table (scripts/eslint-plugin.mjs, MAY_IMPORT).
  it.each([
    // a kit never imports another kit, nor the shell, nor the api
    ['coach-kit/src/pages/probe.tsx', "import x from '../../../library-kit/src/routes';", 'library-kit'],
    ['coach-kit/src/probe.ts', "import { App } from '../../shell/src/routes';", 'shell'],
    ['coach-kit/src/probe.ts', "import { createApp } from 'api/src/app';", 'api'],
    ['line-kit/src/probe.ts', "export { default } from 'profile/src/routes';", 'profile'],
    ['profile/src/probe.ts', "const m = import('coach-kit/src/routes');", 'coach-kit'],
    ['shell/src/probe.ts', "import '../../line-kit/src/routes';", 'line-kit'],
    ['api/src/probe.ts', "import x from '../../coach-kit/src/routes';", 'coach-kit'],
    // the kits: not the demo backend (only the demo build's shell names it), nor the scenarios
    ['library-kit/src/probe.ts', "import { localFetch } from '@handyq/demo/browser';", '@handyq/demo'],
    ['profile/src/probe.ts', "import { SCENARIOS } from '@handyq/scenarios';", '@handyq/scenarios'],
    // the api: the domain only
    ['api/src/probe.ts', "import { api } from '@handyq/web/server';", '@handyq/web'],
    ['api/src/probe.ts', "import { compilePlan } from '@handyq/cue';", '@handyq/cue'],
    ['api/src/probe.ts', "import { lineOf } from '@handyq/line';", '@handyq/line'],
    ['api/src/probe.ts', "import { createLocalApi } from '@handyq/demo/local-api';", '@handyq/demo'],
    ['api/src/probe.ts', "import { rspack } from '@handyq/build/rspack.cjs';", '@handyq/build'],
    ['api/src/probe.ts', "import { SCENARIOS } from '@handyq/scenarios';", '@handyq/scenarios'],
    // domain: nothing of ours, not even by a relative path
    ['shared/domain/src/probe.ts', "import { App } from '../../../shell/src/routes';", 'shell'],
    ['shared/domain/src/probe.ts', "import { useSession } from '@handyq/web';", '@handyq/web'],
    ['shared/domain/src/probe.ts', "import { compilePlan } from '../../cue/src/plan';", '@handyq/cue'],
    // the engines: the domain only (no browser stores, no React screens, no each other)
    ['shared/cue/src/probe.ts', "import { useSession } from '@handyq/web';", '@handyq/web'],
    ['shared/cue/src/probe.ts', "import { lineOf } from '@handyq/line';", '@handyq/line'],
    ['shared/line/src/probe.ts', "import { compilePlan } from '@handyq/cue';", '@handyq/cue'],
    ['shared/line/src/probe.ts', "import { Page } from '@handyq/web';", '@handyq/web'],
    // the demo backend: the domain only
    ['shared/demo/src/probe.ts', "import { api } from '@handyq/web/server';", '@handyq/web'],
    // web: never the demo backend (the shell names it) nor the pose stack
    ['shared/web/src/probe.ts', "const d = import('@handyq/demo/browser');", '@handyq/demo'],
    ['shared/web/src/probe.ts', "import { lineOf } from '@handyq/line';", '@handyq/line'],
    // Record: the layers under it, never a kit (it is what two kits share) nor the demo backend
    [
      'shared/record/src/probe.ts',
      "import { ToolPage } from '../../../coach-kit/src/pages/tool-page';",
      'coach-kit',
    ],
    ['shared/record/src/probe.ts', "const d = import('@handyq/demo/browser');", '@handyq/demo'],
    // and no layer under it imports it
    ['shared/web/src/probe.ts', "import { RECORD_TEXTS } from '@handyq/record/texts';", '@handyq/record'],
    ['shared/line/src/probe.ts', "import { RECORD_TEXTS } from '@handyq/record/texts';", '@handyq/record'],
    // the scenarios: the domain and the demo backend, not the browser's code
    ['shared/scenarios/src/probe.ts', "import { Page } from '@handyq/web';", '@handyq/web'],
    // build: the domain's kit list only
    ['shared/build/probe.cjs', "const { Page } = require('@handyq/web');", '@handyq/web'],
    // a test may use what its package's tests run against, and no more
    ['shared/web/src/probe.test.ts', "import { lineOf } from '@handyq/line';", '@handyq/line'],
    ['api/test/probe.spec.ts', "import { Page } from '@handyq/web';", '@handyq/web'],
  ])('%s: %s fails', async (file, code, target) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`not ${target}`);
  });

  it('keeps the build config out of a source file (its data excepted)', async () => {
    expect(await boundaryErrors('coach-kit/src/probe.ts', "import '@handyq/build/rspack.cjs';")).toEqual([
      "@handyq/build is for a build's config, not coach-kit's source ('@handyq/build/rspack.cjs').",
    ]);
    expect(
      await boundaryErrors('shell/src/probe.ts', "import s from '@handyq/build/singletons.json';"),
    ).toEqual([]);
    expect(
      await boundaryErrors('coach-kit/rspack.config.js', "require('@handyq/build/rspack.cjs');"),
    ).toEqual([]);
  });

  it.each([
    ['coach-kit/src/pages/probe.tsx', "import { getItems } from '../api/get-items';"],
    ['library-kit/src/pages/probe.tsx', "import { Avatar } from '../components/profile/avatar';"],
    ['profile/src/pages/probe.tsx', "import { ProfilePage } from './profile-page';"],
    ['shell/src/probe.ts', "import { api } from './api/client';"],
    ['coach-kit/src/probe.ts', "import { paths } from '@handyq/domain'; import { Page } from '@handyq/web';"],
    [
      'coach-kit/src/probe.ts',
      "import { compilePlan } from '@handyq/cue'; import { lineOf } from '@handyq/line';",
    ],
    ['shell/src/probe.ts', "answerFromDevice(() => import('@handyq/demo/browser'));"],
    ['library-kit/src/probe.ts', "const p = import('@handyq/record/panel');"],
    [
      'shared/record/src/probe.ts',
      "import { openCamera } from '@handyq/line/camera'; import { videoOf } from '@handyq/web/practice-log';",
    ],
    [
      'api/src/users/probe.ts',
      "import { UsersService } from './users.service'; import { KITS } from '@handyq/domain';",
    ],
    ['api/src/probe.ts', "import { Injectable } from '@nestjs/common';"],
    ['api/test/probe.spec.ts', "import { SCENARIOS } from '@handyq/scenarios';"],
    ['shared/web/src/probe.ts', "import { ON_DEVICE_VOICE_URI } from '@handyq/cue/voice/constants';"],
    ['shared/web/src/probe.test.ts', "import { createLocalApi } from '@handyq/demo/local-api';"],
    ['shared/cue/src/probe.ts', "import { TOOL_KEYS } from '@handyq/domain';"],
    ['shared/scenarios/src/probe.ts', "import { createLocalApi } from '@handyq/demo/local-api';"],
    ['shared/build/probe.cjs', "const KITS = require('@handyq/domain/kits.json');"],
  ])('%s: %s passes', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('file names', () => {
  it.each([
    ['shared/web/src/ui/Page.tsx', 1],
    ['shared/web/src/hooks/useBack.ts', 1],
    ['shared/web/src/ui/tile-list.tsx', 0],
    ['api/src/health/health.controller.ts', 0],
  ])('%s has %i naming error(s)', async (file, count) => {
    const [result] = await eslint.lintText('export {};\n', { filePath: path.join(root, file) });
    const naming = (result?.messages ?? []).filter((m) => m.ruleId === 'handyq/kebab-file-names');
    expect(naming).toHaveLength(count);
  });
});
