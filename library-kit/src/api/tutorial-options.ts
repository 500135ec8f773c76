import { queryOptions } from '@tanstack/react-query';
import { LIBRARY_PAGE_MAX, libraryItemSchema } from '@handyq/domain/schemas';
import { getParsed } from '@handyq/web/server';
import type { TutorialOption } from '../lib/item-draft';
import { libraryKeys } from './library-keys';

// Only what the picker needs of each tutorial, so the rest of an item's shape cannot break it.
// (Built from the shared schema: zod comes with @handyq/domain/schemas, never a kit's own copy.)
const tutorialOptionsSchema = libraryItemSchema
  .pick({ _id: true, title: true, status: true, owner: true })
  .array();

/**
 * The tutorials the caller may see (public ones and their own; the server decides), for the
 * related-tutorials picker. Under the library's key, so a saved item refreshes it too.
 */
export const tutorialOptionsQuery = queryOptions<TutorialOption[]>({
  queryKey: [...libraryKeys.all, 'tutorial-options'],
  queryFn: () =>
    getParsed('libraryItem', tutorialOptionsSchema, { type: 'tutorial', limit: LIBRARY_PAGE_MAX }),
});
