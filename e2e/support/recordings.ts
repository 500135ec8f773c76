import type { Page } from '@playwright/test';

/** What the device keeps of each recording (IndexedDB, as Record's store writes it). */
export async function keptRecordings(page: Page) {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((ok) => {
      const req = indexedDB.open('handyq-recordings');
      req.onsuccess = () => ok(req.result);
    });
    type Kept = { createdAt: number; size: number; poses?: { atMs: number }[] };
    return new Promise<Kept[]>((ok) => {
      const req = db.transaction('recordings').objectStore('recordings').getAll();
      req.onsuccess = () => ok(req.result as Kept[]);
    });
  });
}
