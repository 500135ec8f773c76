// A PulseAudio server of the bench's own with one null sink, for Firefox: with no sound card its
// alternative is a mock device (media.cubeb.force_mock_context) whose clock is a sleeping
// thread's — it ran 3.8–6.3 % slow here and moved in 17–32 ms steps — so a cue scheduled on it a
// second ahead sounded 40–60 ms late. The null sink's clock keeps real time (999.9 ms a second
// here) and Firefox reports its output latency, as with a speaker. Debian: apt-get install
// pulseaudio (the bench runs without it, on the mock, and says so).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PULSEAUDIO = '/usr/bin/pulseaudio';

/** @returns {string | null} why no null sink can be had here, or null */
export const pulseMissing = () =>
  fs.existsSync(PULSEAUDIO) ? null : 'PulseAudio is not installed here: apt-get install pulseaudio';

/**
 * Starts the server (its socket, cookie and state in a temp dir); answers the address for
 * PULSE_SERVER and how to stop it (also done if this process exits first).
 * @returns {Promise<{ server: string, stop: () => void }>}
 */
export async function startPulseSink() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'handyq-pulse-'));
  const socket = path.join(dir, 'native');
  const proc = spawn(
    PULSEAUDIO,
    [
      '-n', // no default.pa: only the modules named here
      '--daemonize=no',
      '--exit-idle-time=-1',
      '--use-pid-file=no',
      '--log-target=stderr',
      '-L',
      'module-null-sink sink_name=handyq_null',
      '-L',
      `module-native-protocol-unix socket=${socket} auth-anonymous=1`,
    ],
    {
      env: { ...process.env, HOME: dir, XDG_RUNTIME_DIR: dir, XDG_CONFIG_HOME: dir },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let errors = '';
  proc.stderr.on('data', (d) => (errors += d));
  const stop = () => {
    proc.kill();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', stop);
  for (let i = 0; i < 100 && !fs.existsSync(socket); i++) {
    if (proc.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 50));
  }
  if (!fs.existsSync(socket)) {
    stop();
    throw new Error(`PulseAudio did not start: ${errors.trim().split('\n').slice(-3).join(' / ')}`);
  }
  return { server: `unix:${socket}`, stop };
}
