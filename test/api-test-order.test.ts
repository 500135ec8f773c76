import fs from 'node:fs';
import path from 'node:path';

// The API tests' sequencer starts the files it names first, longest first: a name that is no
// longer a file (renamed, merged) would be passed over silently, and that file would run last.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { LONG } = require('../api/test/support/sequencer.cjs') as { LONG: string[] };

describe('the API tests run longest first', () => {
  it('names only files that are in api/test, each once', () => {
    const files = new Set(fs.readdirSync(path.join(__dirname, '../api/test')));
    expect(LONG.filter((name) => !files.has(name))).toEqual([]);
    expect(new Set(LONG).size).toBe(LONG.length);
  });
});
