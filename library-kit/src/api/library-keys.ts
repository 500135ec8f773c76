// Apart from the fetchers so that the index page, which checks no schema, can name cache keys
// without loading the zod schemas that items.ts brings.

/** Query cache keys of the library: every list under `lists`, each item under `item(id)`. */
export const libraryKeys = {
  all: ['libraryItems'] as const,
  lists: () => [...libraryKeys.all, 'list'] as const,
  item: (id: string) => [...libraryKeys.all, 'item', id] as const,
  /** The few fields an index card shows of a fixed item (read without the schemas). */
  card: (id: string) => [...libraryKeys.all, 'card', id] as const,
};
