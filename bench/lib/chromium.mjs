import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

// Debian's Chromium, started the way this machine needs: no sandbox as root, and none of the
// background connections a closed network refuses. Used by the benchmarks and the e2e tests.
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
// The e2e tests' browser: Chromium's headless shell (Debian package chromium-headless-shell, which
// .ci/run installs), the same engine without the desktop browser around it, at two thirds of its
// CPU per test. Not for what only the full browser has (a screen wake lock) or for timed loads:
// those tests run on CHROMIUM_PATH. $CHROME_PATH, when set, is used for every test.
const SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_BROWSER_PATH = process.env.CHROME_PATH || (fs.existsSync(SHELL) ? SHELL : CHROMIUM_PATH);
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Real speech for the browser: speech-dispatcher (Debian packages speech-dispatcher and
 * espeak-ng, installed by .ci/run) writing to a null ALSA device, as headless Chromium has no
 * voices otherwise. Writes the config files once under the system's temp dir and answers the
 * flag and environment to launch Chromium with; `null` when speech-dispatcher is missing.
 * The socket lives in a runtime dir of our own, so Chromium talks to the daemon that
 * `startSpeechDaemon` starts rather than one it spawns itself (which quits 5 s after its last
 * client and can leave a browser that connects meanwhile with no voices at all).
 */
export function speechSetup() {
  const etc = '/etc/speech-dispatcher';
  if (!fs.existsSync(etc)) return null;
  const dir = path.join(os.tmpdir(), 'handyq-speech');
  const xdg = path.join(dir, 'xdg');
  const conf = path.join(xdg, 'speech-dispatcher');
  if (!fs.existsSync(path.join(conf, 'speechd.conf'))) {
    fs.mkdirSync(xdg, { recursive: true });
    fs.cpSync(etc, conf, { recursive: true, dereference: true });
    fs.appendFileSync(path.join(conf, 'speechd.conf'), '\nAudioOutputMethod "alsa"\n');
  }
  const alsa = path.join(dir, 'alsa.conf');
  fs.writeFileSync(
    alsa,
    '</usr/share/alsa/alsa.conf>\npcm.!default { type null }\nctl.!default { type hw card 0 }\n',
  );
  const run = path.join(dir, 'run');
  fs.mkdirSync(run, { recursive: true, mode: 0o700 });
  return {
    args: ['--enable-speech-dispatcher'],
    env: { XDG_CONFIG_HOME: xdg, XDG_RUNTIME_DIR: run, ALSA_CONFIG_PATH: alsa },
  };
}

/**
 * Starts speech-dispatcher for `speech` (from `speechSetup`) with no idle timeout and waits
 * for its socket; answers a function that stops it. One already running for the same runtime
 * dir is reused (and left running).
 */
export async function startSpeechDaemon(speech) {
  const socket = path.join(speech.env.XDG_RUNTIME_DIR, 'speech-dispatcher', 'speechd.sock');
  const env = { ...process.env, ...speech.env };
  const pidFile = path.join(speech.env.XDG_RUNTIME_DIR, 'speechd.pid');
  if (await canConnect(socket)) return () => {};
  const started = spawnSync('speech-dispatcher', ['-d', '-t', '0', '-P', pidFile], { env });
  if (started.status !== 0) throw new Error(`speech-dispatcher did not start: ${started.stderr}`);
  for (let i = 0; i < 100 && !(await canConnect(socket)); i++) await sleep(100);
  if (!(await canConnect(socket))) throw new Error(`speech-dispatcher: no socket at ${socket}`);
  return () => {
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    if (pid > 0) process.kill(pid);
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const canConnect = (socket) =>
  new Promise((resolve) => {
    const c = net.connect(socket, () => {
      c.end();
      resolve(true);
    });
    c.on('error', () => resolve(false));
  });
