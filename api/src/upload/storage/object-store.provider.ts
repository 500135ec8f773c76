import type { Provider } from '@nestjs/common';
import { CONFIG, type AppConfig } from '../../config';
import { DiskObjectStore } from './disk-object-store';
import { OBJECT_STORE, type ObjectStore } from './object-store';
import { S3ObjectStore } from './s3-object-store';

/** The object store the config chose, once at boot: the bucket when S3_URL is set, else DATA_DIR. */
export const objectStoreProvider: Provider<ObjectStore> = {
  provide: OBJECT_STORE,
  inject: [CONFIG],
  useFactory: (config: AppConfig) =>
    config.s3 ? new S3ObjectStore(config.s3) : new DiskObjectStore(config.dataDir),
};
