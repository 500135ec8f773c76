import { addItem, duplicateItem, itemAt, moveItem, removeItem, updateItem } from './edit';
import { STARTERS } from './more-starters';
import { STARTER_NAMES, block, step } from './starters';
import type { CraftSequence } from '@handyq/cue/cue-craft';

const names = (seq: CraftSequence) =>
  JSON.stringify(seq.items, (k, v: unknown) => (k === 'kind' || k === 'durationS' ? undefined : v));

const seq = (): CraftSequence => ({
  name: 'Test',
  getReadyS: 5,
  items: [step('A', 10), block('B', 2, 5, [step('B1', 5), block('C', 2, 0, [step('C1', 5)])]), step('D', 10)],
});

describe('editing a sequence being built', () => {
  test('an item is found, changed and removed at any depth; the original is left as it was', () => {
    const s = seq();
    const before = names(s);
    expect(itemAt(s, [1, 1, 0])).toMatchObject({ name: 'C1' });
    const changed = updateItem(s, [1, 1, 0], { name: 'C one' });
    expect(itemAt(changed, [1, 1, 0])).toMatchObject({ name: 'C one', kind: 'step' });
    expect(itemAt(removeItem(changed, [1, 0]), [1, 0])).toMatchObject({ name: 'C' });
    expect(names(s)).toBe(before);
  });

  test('added at the end of the top list or of a block, however deep', () => {
    const s = seq();
    expect(addItem(s, [], step('E', 5)).items.map((i) => i.name)).toEqual(['A', 'B', 'D', 'E']);
    const deep = addItem(s, [1, 1], step('C2', 5));
    expect(itemAt(deep, [1, 1, 1])).toMatchObject({ name: 'C2' });
    expect(itemAt(deep, [1, 1])).toMatchObject({ kind: 'block', name: 'C' });
  });

  test('moved among its siblings, clamped at the ends; duplicated just after itself', () => {
    const s = seq();
    expect(moveItem(s, [2], 0).items.map((i) => i.name)).toEqual(['D', 'A', 'B']);
    expect(moveItem(s, [0], 9).items.map((i) => i.name)).toEqual(['B', 'D', 'A']);
    expect(moveItem(s, [0], -1)).toBe(s);
    const inBlock = moveItem(s, [1, 0], 1);
    expect((itemAt(inBlock, [1]) as { items: { name: string }[] }).items.map((i) => i.name)).toEqual([
      'C',
      'B1',
    ]);
    const twice = duplicateItem(s, [1]);
    expect(twice.items.map((i) => i.name)).toEqual(['A', 'B', 'B', 'D']);
    // a copy, not the same block: changing one leaves the other
    const one = updateItem(twice, [2, 0], { name: 'changed' });
    expect(itemAt(one, [1, 0])).toMatchObject({ name: 'B1' });
  });

  test('every starter is a sequence with nothing wrong in its shape and a block in it', async () => {
    const { sequenceProblems } = await import('@handyq/cue/cue-craft');
    // 'Start from' names them before they load
    expect(STARTERS.map((st) => st.name)).toEqual(STARTER_NAMES);
    for (const starter of STARTERS) {
      expect([starter.name, sequenceProblems(starter)]).toEqual([starter.name, []]);
      expect(starter.items.some((i) => i.kind === 'block')).toBe(true);
    }
  });
});
