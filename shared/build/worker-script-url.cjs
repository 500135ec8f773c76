/**
 * An rspack loader for the on-device voice engine (shared/cue/generated/espeak/espeak-ng.mjs),
 * which finds its files from `import.meta.url`: in Node (the tests) its file's URL. A bundler
 * writes that as the build machine's file path, which would ship to every user and make the
 * build differ from one checkout to the next (its hash is named in the shell's first-load
 * script). In the app the engine runs only in a worker, whose own URL is `self.location.href`.
 * @param {string} source
 */
module.exports = function workerScriptUrl(source) {
  if (!source.includes('import.meta.url'))
    this.emitError(new Error('no import.meta.url: was the engine updated?'));
  return source.replaceAll('import.meta.url', 'self.location.href');
};
