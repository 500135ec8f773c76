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
  it.each([
    ['coach-kit/src/pages/probe.tsx', "import x from '../../../library-kit/src/routes';", 'library-kit'],
    ['coach-kit/src/probe.ts', "import { App } from '../../shell/src/routes';", 'shell'],
    ['coach-kit/src/probe.ts', "import { createApp } from 'api/src/app';", 'api'],
    ['line-kit/src/probe.ts', "export { default } from 'profile/src/routes';", 'profile'],
    ['profile/src/probe.ts', "const m = import('coach-kit/src/routes');", 'coach-kit'],
    ['shell/src/probe.ts', "import '../../line-kit/src/routes';", 'line-kit'],
    ['shared/src/probe.ts', "import { App } from '../../shell/src/routes';", 'shell'],
    ['api/src/probe.ts', "import x from '../../coach-kit/src/routes';", 'coach-kit'],
  ])('%s: %s fails', async (file, code, target) => {
    const errors = await boundaryErrors(file, code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(`not ${target}`);
  });

  it('keeps the browser part of @handyq/shared out of the api', async () => {
    expect(await boundaryErrors('api/src/probe.ts', "import { api } from '@handyq/shared/web';")).toEqual([
      'The browser part of @handyq/shared is not for the api.',
    ]);
  });

  it.each([
    ['coach-kit/src/pages/probe.tsx', "import { getItems } from '../api/get-items';"],
    ['library-kit/src/pages/probe.tsx', "import { Avatar } from '../components/profile/avatar';"],
    ['profile/src/pages/probe.tsx', "import { ProfilePage } from './profile-page';"],
    ['shell/src/probe.ts', "import { api } from './api/client';"],
    [
      'coach-kit/src/probe.ts',
      "import { paths } from '@handyq/shared'; import { Page } from '@handyq/shared/web';",
    ],
    [
      'api/src/users/probe.ts',
      "import { UsersService } from './users.service'; import { KITS } from '@handyq/shared';",
    ],
    ['api/src/probe.ts', "import { Injectable } from '@nestjs/common';"],
  ])('%s: %s passes', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('file names', () => {
  it.each([
    ['shared/src/web/ui/Page.tsx', 1],
    ['shared/src/web/hooks/useBack.ts', 1],
    ['shared/src/web/ui/tile-list.tsx', 0],
    ['api/src/health/health.controller.ts', 0],
  ])('%s has %i naming error(s)', async (file, count) => {
    const [result] = await eslint.lintText('export {};\n', { filePath: path.join(root, file) });
    const naming = (result?.messages ?? []).filter((m) => m.ruleId === 'handyq/kebab-file-names');
    expect(naming).toHaveLength(count);
  });
});
