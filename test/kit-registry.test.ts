import fs from 'node:fs';
import path from 'node:path';
import { KITS } from '@handyq/domain';

// shared/domain/kits.json is the one list of kits. Everything that can derive from it does (build
// factory, remotes.json, server, lint, dev script, shell routes); these files cannot, so they
// are checked against it here.
const root = path.resolve(__dirname, '..');
const read = (rel: string) => fs.readFileSync(path.join(root, rel), 'utf8');
const rootPkg = JSON.parse(read('package.json')) as { workspaces: string[]; scripts: { build: string } };

describe.each(KITS.map((k) => [k.folder, k] as const))('kit %s', (folder, kit) => {
  it('is a workspace whose rspack config takes its registry entry', () => {
    expect(rootPkg.workspaces).toContain(folder);
    expect(read(`${folder}/rspack.config.js`)).toContain('kitConfig(__dirname)');
    expect(fs.existsSync(path.join(root, folder, 'src/routes.tsx'))).toBe(true);
  });

  it('is built by `npm run build`', () => {
    expect(rootPkg.scripts.build).toContain(`-w ${folder}`);
  });

  it('is copied into the web image at /kits/<folder>', () => {
    expect(read('deploy/web.Dockerfile')).toContain(
      `COPY --from=build /app/${folder}/dist /usr/share/nginx/html/kits/${folder}`,
    );
    expect(read('deploy/web.Dockerfile')).toContain(`-w ${folder}`);
  });

  it('has a unique name, folder, dev port and segments', () => {
    const others = KITS.filter((k) => k !== kit);
    expect(others.map((k) => k.name)).not.toContain(kit.name);
    expect(others.map((k) => k.devPort)).not.toContain(kit.devPort);
    for (const s of kit.segments) expect(others.flatMap((k) => k.segments)).not.toContain(s);
  });
});

it('the build and the image build no kit that is not in the registry', () => {
  const folders = new Set(KITS.map((k) => k.folder));
  const built = [...rootPkg.scripts.build.matchAll(/-w (\S+)/g)].map((m) => m[1]);
  expect(
    built.filter((w) => !folders.has(w!) && !['@handyq/domain', '@handyq/line', 'shell', 'api'].includes(w!)),
  ).toEqual([]);
  const copied = [...read('deploy/web.Dockerfile').matchAll(/html\/kits\/(\S+)/g)].map((m) => m[1]);
  expect(copied.sort()).toEqual([...folders].sort());
});
