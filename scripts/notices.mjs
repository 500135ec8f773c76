// Writes THIRD_PARTY_NOTICES: the third-party code HandyQ's builds ship to browsers, each package
// with its license (scripts/lib/notices.mjs). Run after `npm run build`:  npm run notices
// (e2e/tests/licenses.spec.ts fails while the file in the repo differs from what the builds ship.)
import fs from 'node:fs';
import path from 'node:path';
import { noticesText, shippedPackages } from './lib/notices.mjs';

const root = path.resolve(import.meta.dirname, '..');
fs.writeFileSync(path.join(root, 'THIRD_PARTY_NOTICES'), noticesText(root));
console.log(`wrote THIRD_PARTY_NOTICES (${shippedPackages(root).length} packages)`);
