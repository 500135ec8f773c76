import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import type { CraftSequence } from '@handyq/cue/cue-craft';
import { paths } from '@handyq/domain';
import {
  SEQUENCE_FILE_MAX_BYTES,
  readSequenceFile,
  sequenceFile,
  sequenceFileName,
  sequenceParam,
} from '@handyq/domain/schemas';
import { Button, Dialog, FormMessage, TextField, saveFile, toast } from '@handyq/web';
import s from './cue-craft.module.css';

export const SEQUENCE_TEXTS = {
  title: 'Share and keep',
  link: 'Share link',
  copy: 'Copy link',
  copied: 'Link copied: anyone who opens it gets this sequence.',
  tooLong: 'This sequence is too long to share as a link: save it as a file and send that instead.',
  save: 'Save as a file',
  open: 'Open a file',
} as const;

/**
 * The sequence shared and kept: its link (anyone who opens it, visitors too, gets the sequence to
 * run or change), saved as a JSON file, or a file opened in its place (`onOpen`), each read back
 * through its schema. Loaded when asked for: the builder's first load carries none of it.
 */
export default function SequenceFilesDialog({
  seq,
  onOpen,
  onClose,
}: {
  seq: CraftSequence;
  onOpen: (seq: CraftSequence) => void;
  onClose: () => void;
}) {
  const param = sequenceParam(seq);
  const link = param && `${location.origin}${paths.tool('cueCraft')}?sequence=${param}`;
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<HTMLDivElement>(null);
  // the link selected, ready to copy by hand where the clipboard is refused
  useEffect(() => field.current?.querySelector('input')?.select(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link!);
      toast.success(SEQUENCE_TEXTS.copied);
    } catch {
      field.current?.querySelector('input')?.select();
      toast.info('Copy the selected link.');
    }
  };
  const save = () =>
    saveFile(
      sequenceFileName(seq.name),
      new Blob([JSON.stringify(sequenceFile(seq), null, 2)], { type: 'application/json' }),
    );
  const chosen = async (e: ChangeEvent<HTMLInputElement>) => {
    const picked = e.target.files?.[0];
    e.target.value = ''; // the same file can be chosen again
    if (!picked) return;
    const read =
      picked.size > SEQUENCE_FILE_MAX_BYTES
        ? { error: 'This file is too large to be a CueCraft file.' }
        : readSequenceFile(await picked.text());
    if ('error' in read) return setProblem(read.error);
    onOpen(read.sequence);
    onClose();
  };

  return (
    <Dialog
      open
      title={SEQUENCE_TEXTS.title}
      onClose={onClose}
      actions={<Button onClick={onClose}>Done</Button>}
    >
      <div className={s.files}>
        {link ? (
          <div ref={field} className={s.files}>
            <TextField label={SEQUENCE_TEXTS.link} value={link} readOnly />
            <Button variant="secondary" onClick={() => void copy()}>
              {SEQUENCE_TEXTS.copy}
            </Button>
          </div>
        ) : (
          <p>{SEQUENCE_TEXTS.tooLong}</p>
        )}
        <div className={s.add}>
          <Button variant="secondary" onClick={save}>
            {SEQUENCE_TEXTS.save}
          </Button>
          <Button variant="secondary" onClick={() => input.current?.click()}>
            {SEQUENCE_TEXTS.open}
          </Button>
          <input
            ref={input}
            type="file"
            accept="application/json,.json"
            hidden
            aria-label={SEQUENCE_TEXTS.open}
            onChange={(e) => void chosen(e)}
          />
        </div>
        {problem && <FormMessage kind="error">{problem}</FormMessage>}
      </div>
    </Dialog>
  );
}
