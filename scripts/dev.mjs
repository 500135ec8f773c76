// `npm run dev`: every kit on its own Rspack dev server with hot reload, the shell on :3005
// (proxying /api and /socket.io), and the API in watch mode on :3000.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const build = spawnSync('npm', ['run', 'build', '-w', 'shared'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const procs = [
  ['api', ['run', 'dev', '-w', 'api']],
  ['coach', ['run', 'dev', '-w', 'coach-kit']],
  ['library', ['run', 'dev', '-w', 'library-kit']],
  ['line', ['run', 'dev', '-w', 'line-kit']],
  ['profile', ['run', 'dev', '-w', 'profile']],
  ['shell', ['run', 'dev', '-w', 'shell']],
];

const children = procs.map(([name, args]) => {
  const child = spawn('npm', args, {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { DATA_DIR: path.resolve('data'), ...process.env },
  });
  const prefix = `[${name}]`.padEnd(10);
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.on('data', (buf) => {
      const lines = (rest + buf.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code) => console.log(`${prefix} exited with ${code}`));
  return child;
});

console.log('HandyQ dev: open http://localhost:3005 (API on http://localhost:3000)');
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
