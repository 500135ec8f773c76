import type { CraftBlock, CraftItem, CraftSequence } from '@handyq/cue/cue-craft';

// Changes to a sequence being built, each returning a new one: an item is found by its place, the
// indexes from the top list down through the blocks it is in ([1, 0]: the first item of the
// second item, a block).

export type ItemPath = readonly number[];

/** A deep copy: a sequence is plain data (what its JSON holds). */
export const copyOf = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** The items of the list `path` points into (its last index is the item's place there). */
function listAt(items: CraftItem[], path: ItemPath): CraftItem[] {
  let list = items;
  for (const i of path.slice(0, -1)) {
    const item = list[i];
    if (item?.kind !== 'block') throw new Error(`No block at ${path.join('.')}`);
    list = item.items;
  }
  return list;
}

/** A copy of `items` with the list `path` points into changed by `change` (in place, on the copy). */
function withList(items: CraftItem[], path: ItemPath, change: (list: CraftItem[]) => void): CraftItem[] {
  const copy = copyOf(items);
  change(listAt(copy, path));
  return copy;
}

export const itemAt = (seq: CraftSequence, path: ItemPath): CraftItem | undefined =>
  listAt(seq.items, path)[path[path.length - 1]!];

/** The item at `path` changed by `patch` (its kind kept). */
export function updateItem(seq: CraftSequence, path: ItemPath, patch: Partial<CraftItem>): CraftSequence {
  const i = path[path.length - 1]!;
  return {
    ...seq,
    items: withList(seq.items, path, (list) => {
      list[i] = { ...list[i]!, ...patch, kind: list[i]!.kind } as CraftItem;
    }),
  };
}

/** `item` added at the end of the top list (`into` empty) or of the block at `into`. */
export function addItem(seq: CraftSequence, into: ItemPath, item: CraftItem): CraftSequence {
  if (!into.length) return { ...seq, items: [...seq.items, item] };
  return {
    ...seq,
    items: withList(seq.items, into, (list) => {
      (list[into[into.length - 1]!] as CraftBlock).items.push(item);
    }),
  };
}

export const removeItem = (seq: CraftSequence, path: ItemPath): CraftSequence => ({
  ...seq,
  items: withList(seq.items, path, (list) => void list.splice(path[path.length - 1]!, 1)),
});

/** A copy of the item placed just after it. */
export const duplicateItem = (seq: CraftSequence, path: ItemPath): CraftSequence => ({
  ...seq,
  items: withList(seq.items, path, (list) => {
    const i = path[path.length - 1]!;
    list.splice(i + 1, 0, copyOf(list[i]!));
  }),
});

/** The item moved to place `to` among its siblings (clamped to the list); the same when it can't. */
export function moveItem(seq: CraftSequence, path: ItemPath, to: number): CraftSequence {
  const from = path[path.length - 1]!;
  const length = listAt(seq.items, path).length;
  const target = Math.max(0, Math.min(length - 1, to));
  if (target === from) return seq;
  return {
    ...seq,
    items: withList(seq.items, path, (list) => {
      const [item] = list.splice(from, 1);
      list.splice(target, 0, item!);
    }),
  };
}

/** How deep the list at `path` is: 0 the top list, 1 inside a block, … */
export const depthOf = (path: ItemPath) => path.length - 1;
