// `npm run build:demo`: the demo build of the web app (no server: the data stays in the browser).
// It builds the shell and every kit with HANDYQ_DEMO=1 (each into its dist-demo/, beside the
// normal build) and lays them out as the server does, in demo/: the shell at the root, each kit
// under kits/<folder>/, and the stock profile picture at api/avatars/default.svg. Any static
// web server can serve demo/ (`npm run serve:demo` is one).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const kits = JSON.parse(readFileSync(join(root, 'shared/domain/kits.json'), 'utf8'));
const out = join(root, 'demo');
const env = { ...process.env, HANDYQ_DEMO: '1' };

const workspaces = [...kits.map((k) => k.folder), 'shell'];
execFileSync('npm', ['run', 'build', ...workspaces.flatMap((w) => ['-w', w])], {
  cwd: root,
  env,
  stdio: 'inherit',
});

rmSync(out, { recursive: true, force: true });
cpSync(join(root, 'shell/dist-demo'), out, { recursive: true });
for (const kit of kits)
  cpSync(join(root, kit.folder, 'dist-demo'), join(out, 'kits', kit.folder), { recursive: true });

// The stock picture every new account gets (the API serves it; here it is a file).
mkdirSync(join(out, 'api/avatars'), { recursive: true });
writeFileSync(join(out, 'api/avatars/default.svg'), readAvatar());
console.log(`Demo build in ${out}: serve it with any static web server, or npm run serve:demo`);

/** The stock picture's SVG, from the API's source (the one copy of it). */
function readAvatar() {
  const source = readFileSync(join(root, 'api/src/users/default-avatar.ts'), 'utf8');
  const svg = /DEFAULT_AVATAR_SVG = `([\s\S]*?)`;/.exec(source)?.[1];
  if (!svg) throw new Error('DEFAULT_AVATAR_SVG not found in api/src/users/default-avatar.ts');
  return svg;
}
