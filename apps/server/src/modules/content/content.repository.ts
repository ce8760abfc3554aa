import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Executor } from '../../db/database';
import type { EventsTable, PostsTable } from '../../db/schema';

export type PostRow = Selectable<PostsTable>;
export type EventRow = Selectable<EventsTable>;
export type NewPost = Insertable<PostsTable>;
export type NewEvent = Insertable<EventsTable>;
export type PageRequest = { page: number; size: number };

export function createContentRepository() {
  return {
    // Posts

    publishedPostsPage(executor: Executor, board: PostRow['board'], page: PageRequest): Promise<PostRow[]> {
      return executor
        .selectFrom('posts')
        .selectAll()
        .where('board', '=', board)
        .where('published', '=', true)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute();
    },

    async publishedPostCount(executor: Executor, board: PostRow['board']): Promise<number> {
      const row = await executor
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('board', '=', board)
        .where('published', '=', true)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Counts one view of a published post and answers it with the new count. */
    viewPost(executor: Executor, id: number): Promise<PostRow | undefined> {
      return executor
        .updateTable('posts')
        .set({ view_count: sql<number>`view_count + 1` })
        .where('id', '=', id)
        .where('published', '=', true)
        .returningAll()
        .executeTakeFirst();
    },

    /** Locks a published post for a like; undefined when it does not exist or is hidden. */
    lockPublishedPost(executor: Executor, id: number): Promise<PostRow | undefined> {
      return executor
        .selectFrom('posts')
        .selectAll()
        .where('id', '=', id)
        .where('published', '=', true)
        .forUpdate()
        .executeTakeFirst();
    },

    /** True when this member had not liked the post yet (the primary key refuses a second like). */
    async insertLike(executor: Executor, postId: number, userId: number, at: Date): Promise<boolean> {
      const inserted = await executor
        .insertInto('post_likes')
        .values({ post_id: postId, user_id: userId, created_at: at })
        .onConflict((conflict) => conflict.columns(['post_id', 'user_id']).doNothing())
        .returning('post_id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    async incrementLikes(executor: Executor, postId: number): Promise<number> {
      const row = await executor
        .updateTable('posts')
        .set({ like_count: sql<number>`like_count + 1` })
        .where('id', '=', postId)
        .returning('like_count')
        .executeTakeFirstOrThrow();
      return row.like_count;
    },

    insertPost(executor: Executor, post: NewPost): Promise<PostRow> {
      return executor.insertInto('posts').values(post).returningAll().executeTakeFirstOrThrow();
    },

    lockPost(executor: Executor, id: number): Promise<PostRow | undefined> {
      return executor.selectFrom('posts').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    updatePost(executor: Executor, id: number, fields: Updateable<PostsTable>): Promise<PostRow | undefined> {
      return executor.updateTable('posts').set(fields).where('id', '=', id).returningAll().executeTakeFirst();
    },

    allPostsPage(executor: Executor, page: PageRequest): Promise<PostRow[]> {
      return executor
        .selectFrom('posts')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(page.size)
        .offset((page.page - 1) * page.size)
        .execute();
    },

    async allPostCount(executor: Executor): Promise<number> {
      const row = await executor
        .selectFrom('posts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    // Events

    /** Published events that have not ended by `now`, the latest start first. */
    currentEvents(executor: Executor, now: Date): Promise<EventRow[]> {
      return executor
        .selectFrom('events')
        .selectAll()
        .where('published', '=', true)
        .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
        .orderBy('starts_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    findPublishedEvent(executor: Executor, key: { id: number } | { slug: string }): Promise<EventRow | undefined> {
      const query = executor.selectFrom('events').selectAll().where('published', '=', true);
      return ('id' in key ? query.where('id', '=', key.id) : query.where('slug', '=', key.slug)).executeTakeFirst();
    },

    allEvents(executor: Executor): Promise<EventRow[]> {
      return executor.selectFrom('events').selectAll().orderBy('starts_at', 'desc').orderBy('id', 'desc').execute();
    },

    lockEvent(executor: Executor, id: number): Promise<EventRow | undefined> {
      return executor.selectFrom('events').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },

    insertEvent(executor: Executor, event: NewEvent): Promise<EventRow> {
      return executor.insertInto('events').values(event).returningAll().executeTakeFirstOrThrow();
    },

    updateEvent(executor: Executor, id: number, fields: Updateable<EventsTable>): Promise<EventRow | undefined> {
      return executor.updateTable('events').set(fields).where('id', '=', id).returningAll().executeTakeFirst();
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
