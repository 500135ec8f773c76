import type { Provider } from '@nestjs/common';
import { CONFIG, type AppConfig } from '../../config';
import { DiskObjectStore } from './disk-object-store';
import { OBJECT_STORE, type ObjectStore } from './object-store';

/**
 * The object store the config chose, once at boot: the bucket when S3_URL is set, else DATA_DIR.
 * The S3 SDK loads only for the bucket (requiring it takes about 0.6 s of CPU, which every
 * server on disk storage, and every API test file, paid for nothing).
 */
export const objectStoreProvider: Provider<ObjectStore> = {
  provide: OBJECT_STORE,
  inject: [CONFIG],
  useFactory: (config: AppConfig) => {
    if (!config.s3) return new DiskObjectStore(config.dataDir);
    // required here, not imported at the top: resolved as any of this package's modules are (the
    // built .js, or the source when run from it), and only for the bucket
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { S3ObjectStore } = require('./s3-object-store') as typeof import('./s3-object-store');
    return new S3ObjectStore(config.s3);
  },
};
