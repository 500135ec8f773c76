import { useEffect, useRef, type DragEvent, type KeyboardEvent } from 'react';
import { ArrowDown, ArrowUp, Copy, GripVertical, Trash2 } from 'lucide-react';
import {
  CUE_CRAFT_LIMITS,
  defaultBlock,
  defaultStep,
  type CraftBlock,
  type CraftDefaults,
  type CraftItem,
  type CraftProblem,
  type CraftSequence,
  type CraftStep,
} from '@handyq/cue/cue-craft';
import { Button, IconButton, TextField } from '@handyq/web';
import {
  addItem,
  depthOf,
  duplicateItem,
  moveItem,
  removeItem,
  updateItem,
  type ItemPath,
} from '../../lib/cue-craft/edit';
import { DurationField, GetReadyField, RoundFields, StepCallFields } from './craft-fields';
import s from './cue-craft.module.css';

const key = (path: readonly (string | number)[]) => path.join('.');

/** A control of the item at `path`, found again after a move (focus follows the item). */
const controlOf = (path: ItemPath, control: string) =>
  document.querySelector<HTMLElement>(`[data-item="${key(path)}"] [data-control="${control}"]`);

/**
 * The builder: the sequence's name and get-ready count, its items (steps, and blocks of them
 * repeated, blocks inside blocks, 3 deep), each moved up or down by its buttons, by Alt+↑/↓ from
 * anywhere in it, or dragged by its handle; duplicated or removed. Each problem shows at what to
 * fix once `showProblems` (a Start tried). New steps and blocks start as `defaults` say (the
 * user's CueCraft settings).
 */
export function SequenceBuilder({
  seq,
  onChange,
  problems,
  showProblems,
  defaults,
}: {
  seq: CraftSequence;
  onChange: (seq: CraftSequence) => void;
  problems: CraftProblem[];
  showProblems: boolean;
  defaults: CraftDefaults;
}) {
  // after a move, the control used is focused again on the item where it went
  const focusNext = useRef<{ path: ItemPath; control: string } | null>(null);
  useEffect(() => {
    const next = focusNext.current;
    if (!next) return;
    focusNext.current = null;
    // at the top (or the end) its button that way is off: the other one takes the focus
    const control = controlOf(next.path, next.control);
    const other = controlOf(next.path, next.control === 'up' ? 'down' : 'up');
    (control && !(control as HTMLButtonElement).disabled ? control : other)?.focus();
  });
  const dragged = useRef<ItemPath | null>(null);

  const problemAt = (path: (string | number)[]) =>
    showProblems ? problems.filter((p) => key(p.path) === key(path)).map((p) => p.message) : [];
  const move = (path: ItemPath, by: number, control: string) => {
    const to = path[path.length - 1]! + by;
    const moved = moveItem(seq, path, to);
    if (moved === seq) return;
    onChange(moved);
    focusNext.current = { path: [...path.slice(0, -1), to], control };
  };
  const actions: ItemActions = {
    change: (path, patch) => onChange(updateItem(seq, path, patch)),
    move,
    duplicate: (path) => onChange(duplicateItem(seq, path)),
    remove: (path) => onChange(removeItem(seq, path)),
    add: (into, item) => onChange(addItem(seq, into, item)),
    problemAt,
    defaults,
    drag: {
      start: (path) => (dragged.current = path),
      drop: (path) => {
        const from = dragged.current;
        dragged.current = null;
        // a drop among the dragged item's own siblings: it takes that place
        if (!from || key(from.slice(0, -1)) !== key(path.slice(0, -1))) return;
        onChange(moveItem(seq, from, path[path.length - 1]!));
      },
    },
  };

  return (
    <div className={s.builder}>
      <div className={s.row}>
        <TextField
          label="Sequence name"
          value={seq.name}
          maxLength={CUE_CRAFT_LIMITS.name}
          onChange={(e) => onChange({ ...seq, name: e.target.value })}
        />
        <GetReadyField value={seq.getReadyS} onChange={(getReadyS) => onChange({ ...seq, getReadyS })} />
      </div>
      <ItemList items={seq.items} path={[]} actions={actions} />
      <Problems messages={problemAt(['items'])} />
      <AddButtons into={[]} depth={0} actions={actions} />
    </div>
  );
}

interface ItemActions {
  change: (path: ItemPath, patch: Partial<CraftStep> | Partial<CraftBlock>) => void;
  move: (path: ItemPath, by: number, control: string) => void;
  duplicate: (path: ItemPath) => void;
  remove: (path: ItemPath) => void;
  add: (into: ItemPath, item: CraftItem) => void;
  problemAt: (path: (string | number)[]) => string[];
  /** What a new step or block starts with. */
  defaults: CraftDefaults;
  drag: { start: (path: ItemPath) => void; drop: (path: ItemPath) => void };
}

/** The problem path of an item: 'items', its index, then 'items' and an index per block. */
const problemPath = (path: ItemPath) => path.flatMap((i) => ['items', i]);

function ItemList({ items, path, actions }: { items: CraftItem[]; path: ItemPath; actions: ItemActions }) {
  if (!items.length) return null;
  return (
    <ol className={s.items}>
      {items.map((item, i) => (
        <ItemCard key={i} item={item} path={[...path, i]} last={i === items.length - 1} actions={actions} />
      ))}
    </ol>
  );
}

function ItemCard({
  item,
  path,
  last,
  actions,
}: {
  item: CraftItem;
  path: ItemPath;
  last: boolean;
  actions: ItemActions;
}) {
  const first = path[path.length - 1] === 0;
  const what =
    item.kind === 'step' ? `step ${item.name || '(no name)'}` : `block ${item.name || '(no name)'}`;
  // Alt+↑ / Alt+↓ from any field or button of the item moves it (and focus with it)
  const onKeyDown = (e: KeyboardEvent<HTMLLIElement>) => {
    if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    e.stopPropagation();
    actions.move(path, e.key === 'ArrowUp' ? -1 : 1, e.key === 'ArrowUp' ? 'up' : 'down');
  };
  const dropProps = {
    onDragOver: (e: DragEvent) => e.preventDefault(),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      e.stopPropagation();
      actions.drag.drop(path);
    },
  };
  return (
    <li
      className={item.kind === 'block' ? `${s.card} ${s.block}` : s.card}
      data-item={key(path)}
      onKeyDown={onKeyDown}
      aria-label={what}
      {...dropProps}
    >
      <div className={s.cardHead}>
        <span
          className={s.grip}
          draggable
          onDragStart={(e) => {
            e.stopPropagation();
            e.dataTransfer.effectAllowed = 'move';
            actions.drag.start(path);
          }}
          title="Drag to reorder"
          aria-hidden
        >
          <GripVertical size={20} />
        </span>
        <span className={s.kind}>{item.kind === 'step' ? 'Step' : 'Block'}</span>
        <span className={s.tools}>
          <IconButton
            label={`Move ${what} up`}
            data-control="up"
            icon={<ArrowUp size={20} aria-hidden />}
            disabled={first}
            onClick={() => actions.move(path, -1, 'up')}
          />
          <IconButton
            label={`Move ${what} down`}
            data-control="down"
            icon={<ArrowDown size={20} aria-hidden />}
            disabled={last}
            onClick={() => actions.move(path, 1, 'down')}
          />
          <IconButton
            label={`Duplicate ${what}`}
            icon={<Copy size={20} aria-hidden />}
            onClick={() => actions.duplicate(path)}
          />
          <IconButton
            label={`Remove ${what}`}
            icon={<Trash2 size={20} aria-hidden />}
            onClick={() => actions.remove(path)}
          />
        </span>
      </div>
      {item.kind === 'step' ? (
        <StepFields step={item} path={path} actions={actions} />
      ) : (
        <BlockFields block={item} path={path} actions={actions} />
      )}
    </li>
  );
}

function StepFields({ step: st, path, actions }: { step: CraftStep; path: ItemPath; actions: ItemActions }) {
  const at = problemPath(path);
  const set = (patch: Partial<CraftStep>) => actions.change(path, patch);
  return (
    <div className={s.fields}>
      <div className={s.row}>
        <NameField
          label="Step name"
          value={st.name}
          invalid={actions.problemAt([...at, 'name']).length > 0}
          onChange={(name) => set({ name })}
        />
        <DurationField untilTap value={st.durationS} onChange={(durationS) => set({ durationS })} />
      </div>
      <Problems messages={actions.problemAt([...at, 'name'])} />
      <TextField
        label="Words at its start"
        placeholder={st.name ? `“${st.name}”` : 'Its name'}
        value={st.words}
        maxLength={CUE_CRAFT_LIMITS.words}
        aria-invalid={actions.problemAt([...at, 'words']).length > 0}
        onChange={(e) => set({ words: e.target.value })}
      />
      <Problems messages={actions.problemAt([...at, 'words'])} />
      {st.durationS !== null && <StepCallFields className={s.calls} value={st} onChange={set} />}
    </div>
  );
}

function BlockFields({
  block: bl,
  path,
  actions,
}: {
  block: CraftBlock;
  path: ItemPath;
  actions: ItemActions;
}) {
  const at = problemPath(path);
  const set = (patch: Partial<CraftBlock>) => actions.change(path, patch);
  return (
    <div className={s.fields}>
      <div className={s.row}>
        <NameField label="Block name" value={bl.name} onChange={(name) => set({ name })} />
        <RoundFields value={bl} onChange={set} />
      </div>
      <Problems messages={[...actions.problemAt(at), ...actions.problemAt([...at, 'items'])]} />
      <ItemList items={bl.items} path={path} actions={actions} />
      <AddButtons into={path} depth={depthOf(path) + 1} actions={actions} label={bl.name} />
    </div>
  );
}

/** 'Add step' and, where a block may go, 'Add block': at the end of the list `into`. */
function AddButtons({
  into,
  depth,
  actions,
  label,
}: {
  into: ItemPath;
  depth: number;
  actions: ItemActions;
  label?: string;
}) {
  const where = into.length ? ` to ${label || 'this block'}` : '';
  return (
    <div className={s.add}>
      <Button variant="secondary" onClick={() => actions.add(into, defaultStep(actions.defaults))}>
        {`Add step${where}`}
      </Button>
      {depth < CUE_CRAFT_LIMITS.depth && (
        <Button variant="secondary" onClick={() => actions.add(into, defaultBlock(actions.defaults))}>
          {`Add block${where}`}
        </Button>
      )}
    </div>
  );
}

function NameField({
  label,
  value,
  invalid = false,
  onChange,
}: {
  label: string;
  value: string;
  invalid?: boolean;
  onChange: (name: string) => void;
}) {
  return (
    <TextField
      label={label}
      value={value}
      maxLength={CUE_CRAFT_LIMITS.name}
      aria-invalid={invalid}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function Problems({ messages }: { messages: string[] }) {
  if (!messages.length) return null;
  return (
    <ul className={s.problems}>
      {messages.map((m) => (
        <li key={m}>{m}</li>
      ))}
    </ul>
  );
}
