// One IndexedDB database with one object store, raw (a wrapper library would be more code than
// this): opened once and again after another tab's upgrade, and every piece of work one
// transaction, answered once it has committed.

export interface IdbStore {
  /** Runs `work` in one transaction on the store; answers what it set with `done` once committed. */
  run<T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore, done: (value: T) => void) => void,
  ): Promise<T>;
}

/** The store `storeName` of database `dbName` (version 1), made by `create` when new. */
export function idbStore(dbName: string, storeName: string, create: (db: IDBDatabase) => void): IdbStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = () => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const req = indexedDB.open(dbName, 1);
      req.onupgradeneeded = () => create(req.result);
      req.onsuccess = () => {
        const db = req.result;
        // Another tab upgrading the database: let it, and open again on the next call.
        db.onversionchange = () => {
          db.close();
          opened = undefined;
        };
        resolve(db);
      };
      req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'));
      req.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'));
    }).catch((err: unknown) => {
      opened = undefined;
      throw err;
    });
    return opened;
  };
  return {
    async run(mode, work) {
      const db = await open();
      return new Promise((resolve, reject) => {
        const tx = db.transaction(storeName, mode);
        let result: Parameters<Parameters<typeof work>[1]>[0];
        tx.oncomplete = () => resolve(result);
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
        work(tx.objectStore(storeName), (value) => (result = value));
      });
    },
  };
}
