// Demo mode's comments on library items (POST and DELETE /api/libraryItem/:id/msg…), with the
// rules the API keeps (@handyq/domain/library-rules: who may delete, who is told). The demo has
// one person on one device: no hourly limit, and no live update of other tabs.
import { newItemMsgSchema, type LibraryItem, type User } from '@handyq/domain/schemas';
import * as rules from '@handyq/domain/library-rules';
import { COLLECTIONS, type LocalContext, type StoredItem } from './context';
import { LocalHttpError, ok, parse, route, type LocalRoute } from './http';
import { addNotice } from './notifications';

/** The most comments an item keeps; one more drops the oldest (as the API). */
const MAX_ITEM_MSGS = 500;

/** What the library's routes lend: reading an item as the viewer may see it, and answering it. */
export interface ItemAccess {
  visibleItem(viewer: User | undefined, id: string, action: 'Get' | 'Update' | 'Remove'): Promise<StoredItem>;
  answerItem(item: StoredItem, withAuthor: boolean): Promise<LibraryItem>;
}

export function commentRoutes(ctx: LocalContext, { visibleItem, answerItem }: ItemAccess): LocalRoute[] {
  return [
    route('POST', '/api/libraryItem/:id/msg', async (req, [id]) => {
      const viewer = await ctx.mustLogIn(req);
      // As the API: the body is checked before the item is looked at.
      const { txt } = parse(newItemMsgSchema, req.body, 'body');
      const item = await visibleItem(viewer, id!, 'Update');
      const msg = {
        id: crypto.randomUUID(),
        by: { _id: viewer._id, fullname: viewer.fullname },
        txt,
        createdAt: ctx.now(),
      };
      const saved = await ctx.store.put<StoredItem>(COLLECTIONS.item, {
        ...item,
        msgs: [...item.msgs, msg].slice(-MAX_ITEM_MSGS),
      });
      const answer = await answerItem(saved, true);
      const notice = rules.commentNotice(answer, msg);
      if (notice) await addNotice(ctx, notice.userId, notice.notification, viewer._id);
      return ok(answer, 201);
    }),
    route('DELETE', '/api/libraryItem/:id/msg/:msgId', async (req, [id, msgId]) => {
      const viewer = await ctx.mustLogIn(req);
      const item = await visibleItem(viewer, id!, 'Update');
      const msg = item.msgs.find((m) => m.id === msgId);
      if (!msg) throw new LocalHttpError(404, rules.COMMENT_MESSAGES.notFound);
      if (!rules.canDeleteMsg(viewer, msg)) throw new LocalHttpError(403, rules.COMMENT_MESSAGES.notYours);
      const saved = await ctx.store.put<StoredItem>(COLLECTIONS.item, {
        ...item,
        msgs: item.msgs.filter((m) => m.id !== msgId),
      });
      return ok(await answerItem(saved, true));
    }),
  ];
}
