import { useRef, useState, type ChangeEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import type { PracticeLogEntry } from '@handyq/domain/schemas';
import { Button, Card, FormMessage, saveFile } from '@handyq/web';
import { errorMessage } from '@handyq/web/server';
import { practiceLogKeys, useUnsentEntries } from '@handyq/web/practice-log';
import { fetchAllEntries, importEntries } from '../../api/practice-log';
import { exportFile, importReport, readImport, type ExportFile } from '../../lib/practice-log-export';
import { notOnServer } from '../../lib/practice-log-format';
import s from './practice-log.module.css';

/** Saves a text as a file the browser downloads. */
const download = ({ name, type, text }: ExportFile) => saveFile(name, new Blob([text], { type }));

/**
 * Export every entry (paging through the API) as CSV or JSON; import a JSON export: every
 * entry checked with the API's schema first (a bad file imports nothing and says what is
 * wrong), then each sent; the API keeps one entry per id, so what is there already is counted.
 */
export function DataSection({ hasEntries, canImport }: { hasEntries: boolean; canImport: boolean }) {
  const queryClient = useQueryClient();
  const unsent = useUnsentEntries();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const file = useRef<HTMLInputElement>(null);

  const exportAs = async (kind: 'csv' | 'json') => {
    setBusy(`Exporting…`);
    setOutcome(null);
    try {
      const server = await fetchAllEntries();
      const entries = [...notOnServer(unsent, server), ...server] as PracticeLogEntry[];
      download(exportFile(kind, entries, Date.now()));
    } catch (err) {
      setOutcome({ kind: 'error', text: await errorMessage(err, 'Could not export your log.') });
    } finally {
      setBusy(null);
    }
  };

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    setBusy('Importing…');
    setOutcome(null);
    try {
      const [text, schemas] = await Promise.all([chosen.text(), import('@handyq/domain/schemas')]);
      const read = readImport(text, schemas.newPracticeLogEntrySchema);
      if (!read.ok) {
        setOutcome({ kind: 'error', text: read.error });
        return;
      }
      const done = await importEntries(read.entries, (n) =>
        setBusy(`Importing… ${n} of ${read.entries.length}`),
      );
      const report = importReport(done.added, done.known);
      if (done.failed) {
        const why = await errorMessage(done.failed, 'The import stopped.');
        setOutcome({
          kind: 'error',
          text: `${report}. ${why} Import the file again later to add the rest.`,
        });
      } else {
        setOutcome({ kind: 'success', text: report });
        await queryClient.invalidateQueries({ queryKey: practiceLogKeys.all });
      }
    } catch (err) {
      setOutcome({ kind: 'error', text: await errorMessage(err, 'Could not import this file.') });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card className={s.data} aria-labelledby="log-data">
      <h2 id="log-data" className={s.heading}>
        {canImport ? 'Export and import' : 'Export'}
      </h2>
      <div className={s.dataButtons}>
        <Button variant="secondary" disabled={!!busy || !hasEntries} onClick={() => void exportAs('csv')}>
          <Download size={18} aria-hidden /> Export CSV
        </Button>
        <Button variant="secondary" disabled={!!busy || !hasEntries} onClick={() => void exportAs('json')}>
          <Download size={18} aria-hidden /> Export JSON
        </Button>
        {canImport && (
          <>
            <Button variant="secondary" disabled={!!busy} onClick={() => file.current?.click()}>
              <Upload size={18} aria-hidden /> Import JSON
            </Button>
            <input
              ref={file}
              type="file"
              accept="application/json,.json"
              className="hq-visually-hidden"
              tabIndex={-1}
              aria-label="Import JSON file"
              onChange={(e) => void importFile(e)}
            />
          </>
        )}
      </div>
      <p className={s.muted} role="status">
        {busy ??
          (canImport
            ? 'JSON keeps every field and imports back; CSV opens in a spreadsheet.'
            : 'JSON keeps every field; CSV opens in a spreadsheet.')}
      </p>
      {outcome && <FormMessage kind={outcome.kind}>{outcome.text}</FormMessage>}
    </Card>
  );
}
