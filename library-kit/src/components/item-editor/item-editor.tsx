import { Suspense, lazy, useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Save } from 'lucide-react';
import { TOOL_KEYS, TOOL_NAMES, paths } from '@handyq/domain';
import type { ItemType, LibraryItem } from '@handyq/domain/schemas';
import {
  FormMessage,
  Header,
  IconButton,
  Page,
  SelectField,
  TextField,
  failureText,
  toast,
  useSession,
} from '@handyq/web';
import { errorMessage, httpStatus, planLimitOf, queryClient } from '@handyq/web/server';
import { itemQuery } from '../../api/items';
import { useSaveItem } from '../../api/save-item';
import {
  addVideo,
  checkDraft,
  draftFromItem,
  draftToFields,
  draftToUpdate,
  emptyDraft,
  typeOptions,
  type ItemDraft,
  type ItemFeature,
} from '../../lib/item-draft';
import { AuthorSharing } from './author-sharing';
import { ImageSection, VideoSection } from './media-sections';
import { ExternalLinks, RelatedTutorials } from './related-links';
import { TagInput } from './tag-input';
import { WorkoutSteps } from './workout-steps';
import s from './item-editor.module.css';

const PlanDialogOpener = lazy(() => import('../plan-dialog-opener'));
// a drill's CueCraft sequence (with the CueCraft module that sums it up), once the type is drill
const DrillSequence = lazy(() => import('./drill-sequence'));

export const MESSAGES = {
  added: 'Item added',
  updated: 'Item updated',
  saveFailed: 'Save failed',
  stale:
    'Save failed: this item was changed elsewhere. It has been reloaded, so please make your changes again.',
  loadFailed: 'Failed to load item',
  waitForUpload: 'Please wait for the upload to finish.',
  /** A Coach Kit recording attached to this item: it waits in the form to be saved. */
  recordingAdded: 'Your recording is added to the videos below: add a caption if you like, then save.',
} as const;

/**
 * The add / edit form of a library item with the page's header (back, and Save). `item` is the
 * saved item being edited; without it a new item is added. Saving checks the draft against the
 * API's schema first, then POSTs (new) or PUTs the whole item with the version and status it was
 * read at, and goes back to the PracticeLab. A save refused because the item changed elsewhere
 * reloads the item into the form.
 */
export function ItemEditor({
  item: initial,
  title,
  addedVideo,
}: {
  item?: LibraryItem;
  title: string;
  /**
   * A video already uploaded to add to the item's videos (a Coach Kit recording attached to it):
   * it is in the form, and is kept once the item is saved, as any video added here.
   */
  addedVideo?: string;
}) {
  const navigate = useNavigate();
  const userId = useSession((st) => st.user?._id ?? '');
  const [item, setItem] = useState(initial);
  const [draft, setDraft] = useState<ItemDraft>(() => {
    const d = initial ? draftFromItem(initial) : emptyDraft();
    return addedVideo && !d.videos.some((v) => v.url === addedVideo)
      ? { ...d, videos: addVideo(d.videos, addedVideo) }
      : d;
  });
  const [tried, setTried] = useState(false);
  const [serverMessage, setServerMessage] = useState('');
  /** The plan's limit a save ran into: said once, in the plan dialog, as for favorites. */
  const [limit, setLimit] = useState<string | null>(null);
  const [uploading, setUploading] = useState({ image: false, video: false });
  const save = useSaveItem();
  const form = useRef<HTMLFormElement>(null);

  const edit = useCallback(
    <K extends keyof ItemDraft>(key: K) =>
      (change: (current: ItemDraft[K]) => ItemDraft[K]) =>
        setDraft((d) => ({ ...d, [key]: change(d[key]) })),
    [],
  );

  // After the first try to save, problems show (and clear) as the author types.
  const check = checkDraft(draft);
  const errors = tried && !check.ok ? check.errors : {};
  const invalid = (field: string) => (errors[field] ? { 'aria-invalid': true, className: s.invalid } : {});
  const workout = draft.type === 'workout';

  const reload = async (id: string) => {
    try {
      const fresh = await queryClient.fetchQuery({ ...itemQuery(id), staleTime: 0 });
      setItem(fresh);
      setDraft(draftFromItem(fresh));
      setTried(false);
    } catch (err) {
      console.error('Item reload failed', err);
      toast.error(MESSAGES.loadFailed);
    }
  };

  const onSave = async () => {
    if (save.isPending) return;
    if (uploading.image || uploading.video) return toast.info(MESSAGES.waitForUpload);
    setTried(true);
    setServerMessage('');
    if (!check.ok) {
      toast.error(check.message);
      // once the marks are drawn, take the author to the first field to fix
      requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    try {
      await save.mutateAsync(
        item ? { id: item._id, fields: draftToUpdate(draft, item) } : { fields: draftToFields(draft) },
      );
      toast.success(item ? MESSAGES.updated : MESSAGES.added);
      navigate(paths.practiceLab, { replace: true });
    } catch (err) {
      console.error('Item save failed', err);
      if (item && httpStatus(err) === 409) {
        toast.error(MESSAGES.stale);
        await reload(item._id);
        return;
      }
      const planLimit = await planLimitOf(err);
      if (planLimit) return setLimit(planLimit);
      toast.error(failureText(err, MESSAGES.saveFailed));
      // The server's reason (a field it refused), when it gave one.
      setServerMessage(await errorMessage(err, ''));
    }
  };

  return (
    <>
      <Header
        title={title}
        back={paths.practiceLab}
        actions={
          <IconButton
            label="Save"
            icon={<Save size={24} aria-hidden />}
            disabled={save.isPending}
            aria-busy={save.isPending || undefined}
            onClick={() => void onSave()}
          />
        }
      />
      <Page>
        <form
          ref={form}
          className={s.form}
          aria-label="Library item"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void onSave();
          }}
        >
          {tried && !check.ok && <FormMessage kind="error">{check.message}</FormMessage>}
          {serverMessage && <FormMessage kind="error">{serverMessage}</FormMessage>}
          {addedVideo && <FormMessage kind="success">{MESSAGES.recordingAdded}</FormMessage>}

          <section className={s.section}>
            <h2 className={s.heading}>Details</h2>
            <TextField
              label="Title"
              value={draft.title}
              maxLength={200}
              required
              {...invalid('title')}
              onChange={(e) => {
                const value = e.target.value;
                setDraft((d) => ({ ...d, title: value }));
              }}
            />
            <SelectField
              label="Type"
              value={draft.type}
              required
              hint={
                item
                  ? 'A saved workout stays a workout, and a drill or tutorial never becomes one.'
                  : undefined
              }
              {...invalid('type')}
              onChange={(e) => {
                const type = e.target.value as ItemType;
                setDraft((d) => ({ ...d, type }));
              }}
            >
              <option value="" disabled>
                Choose a type
              </option>
              {typeOptions(item?.type).map((o) => (
                <option key={o.value} value={o.value} disabled={o.disabled}>
                  {o.label}
                </option>
              ))}
            </SelectField>
            {!workout && (
              <SelectField
                label="Feature"
                value={draft.feature}
                {...invalid('feature')}
                onChange={(e) => {
                  const feature = e.target.value as ItemFeature;
                  setDraft((d) => ({ ...d, feature }));
                }}
              >
                <option value="">None</option>
                {TOOL_KEYS.map((tool) => (
                  <option key={tool} value={tool}>
                    {TOOL_NAMES[tool]}
                  </option>
                ))}
              </SelectField>
            )}
            <TextField
              multiline
              label="Description"
              rows={3}
              maxLength={1000}
              value={draft.description}
              {...invalid('description')}
              onChange={(e) => {
                const description = e.target.value;
                setDraft((d) => ({ ...d, description }));
              }}
            />
            {!workout && (
              <TextField
                multiline
                label="Body"
                rows={6}
                maxLength={20_000}
                value={draft.body}
                {...invalid('body')}
                onChange={(e) => {
                  const body = e.target.value;
                  setDraft((d) => ({ ...d, body }));
                }}
              />
            )}
          </section>

          {workout ? (
            <WorkoutSteps steps={draft.steps} onChange={edit('steps')} />
          ) : (
            <TagInput tags={draft.tags} onChange={edit('tags')} />
          )}
          {draft.type === 'drill' && (
            <Suspense fallback={null}>
              <DrillSequence
                sequence={draft.sequence}
                invalid={invalid('sequence')}
                onChange={(sequence) => setDraft((d) => ({ ...d, sequence }))}
              />
            </Suspense>
          )}

          <VideoSection
            rows={draft.videos}
            onChange={edit('videos')}
            onBusyChange={(video) => setUploading((u) => ({ ...u, video }))}
          />
          <ImageSection
            rows={draft.images}
            onChange={edit('images')}
            onBusyChange={(image) => setUploading((u) => ({ ...u, image }))}
          />
          <RelatedTutorials links={draft.links} onChange={edit('links')} userId={userId} selfId={item?._id} />
          <ExternalLinks links={draft.externalLinks} onChange={edit('externalLinks')} errors={errors} />
          <AuthorSharing info={draft.authorInfo} onChange={edit('authorInfo')} />
        </form>
      </Page>
      {limit && userId && (
        <Suspense fallback={null}>
          <PlanDialogOpener userId={userId} reason={limit} onClose={() => setLimit(null)} />
        </Suspense>
      )}
    </>
  );
}
