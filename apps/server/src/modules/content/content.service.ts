import {
  ADMIN_CSV_MAXIMUM_ROWS,
  EVENT_NOT_FOUND_MESSAGE,
  EVENT_SLUG_PATTERN,
  translateLabel,
  type AdminEvent,
  type AdminPost,
  type AdminPostListQuery,
  type EventCard,
  type EventDetail,
  type EventList,
  type Language,
  type Post,
  type PostLikeResponse,
  type PostList,
  type PostListQuery,
  type PostSummary,
  type createEventRequestSchema,
  type createPostRequestSchema,
  type updateEventRequestSchema,
  type updatePostRequestSchema,
} from '@hanpan/contract';
import type { z } from 'zod';
import type { Database } from '../../db/database';
import { inTransaction } from '../../db/transaction';
import { buildCsv } from '../../lib/csv';
import { fieldError, isUniqueViolation, notFound } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import type { ContentRepository, EventRow, PostRow } from './content.repository';
import { eventArtPath } from './event-art';
import { markdownSummary } from './markdown-summary';

type CreatePostInput = z.output<typeof createPostRequestSchema>;
type UpdatePostInput = z.output<typeof updatePostRequestSchema>;
type CreateEventInput = z.output<typeof createEventRequestSchema>;
type UpdateEventInput = z.output<typeof updateEventRequestSchema>;

const POST_NOT_FOUND = '게시글을 찾을 수 없습니다.';
const POST_CSV_HEADERS = ['번호', '작성일시', '수정일시', '제목', '공개', '조회수', '좋아요', '본문'] as const;
const EVENT_CSV_HEADERS = [
  '번호',
  '슬러그',
  '제목',
  '시작 일시',
  '종료 일시',
  '공개',
  '요약',
  '설명',
  '작성일시',
  '수정일시',
] as const;
const publishedLabel = (published: boolean, language: Language) =>
  translateLabel(published ? '공개' : '비공개', language);
const totalPages = (count: number, size: number) => Math.ceil(count / size);
const iso = (date: Date | null) => (date ? date.toISOString() : null);

function toPostSummary(row: PostRow): PostSummary {
  return {
    id: row.id,
    title: row.title,
    created_at: row.created_at.toISOString(),
    view_count: row.view_count,
    like_count: row.like_count,
  };
}

const toPost = (row: PostRow): Post => ({ ...toPostSummary(row), board: row.board, body: row.body });
const toAdminPost = (row: PostRow): AdminPost => ({
  ...toPost(row),
  published: row.published,
  updated_at: row.updated_at.toISOString(),
});

function toEventCard(row: EventRow): EventCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.title,
    description: row.summary ?? markdownSummary(row.description),
    thumbnail_image_url: row.thumbnail_image_url,
  };
}

function toEventDetail(row: EventRow): EventDetail {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.starts_at.toISOString(),
    ends_at: iso(row.ends_at),
    poster_image_url: row.poster_image_url,
    description: row.description,
  };
}

function toAdminEvent(row: EventRow): AdminEvent {
  return {
    ...toEventDetail(row),
    summary: row.summary,
    thumbnail_image_url: row.thumbnail_image_url,
    published: row.published,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const eventNotFound = () => notFound(EVENT_NOT_FOUND_MESSAGE);
const slugTaken = () => fieldError(409, 'slug_taken', 'slug', '이미 사용 중인 슬러그입니다.');

/** The event page is addressed by slug; the spec's list card links by id, so a number is an id. */
function eventKeyOf(slugOrId: string): { id: number } | { slug: string } | null {
  if (/^[1-9]\d{0,14}$/.test(slugOrId)) return { id: Number(slugOrId) };
  if (slugOrId.length <= 60 && EVENT_SLUG_PATTERN.test(slugOrId)) return { slug: slugOrId };
  return null;
}

/** Drops the fields a partial update left out, so they keep their stored values. */
function definedOnly<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * Notices and events: public reading (published rows only), a member's like, and the operator's
 * writes (each audited in its own transaction). Markdown is stored as written; the browser renders
 * it without raw HTML.
 */
export function createContentService(deps: {
  db: Database;
  repository: ContentRepository;
  audit: AuditService;
  now?: () => Date;
}) {
  const { db, repository, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function writeEvent<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error, 'events_slug_key')) throw slugTaken();
      throw error;
    }
  }

  return {
    // Notices

    async listPosts(query: PostListQuery): Promise<PostList> {
      const [rows, count] = await Promise.all([
        repository.publishedPostsPage(db, query.board, query),
        repository.publishedPostCount(db, query.board),
      ]);
      return { results: rows.map(toPostSummary), count, total_pages: totalPages(count, query.size) };
    },

    /** Opening a post counts one view (every opening counts, as a page view does). */
    async readPost(id: number): Promise<Post> {
      const row = await repository.viewPost(db, id);
      if (!row) throw notFound(POST_NOT_FOUND);
      return toPost(row);
    },

    /** A member likes a post once; liking again changes nothing and answers the same. */
    likePost(userId: number, postId: number): Promise<PostLikeResponse> {
      return inTransaction(db, async (trx) => {
        const post = await repository.lockPublishedPost(trx, postId);
        if (!post) throw notFound(POST_NOT_FOUND);
        const likeCount = (await repository.insertLike(trx, postId, userId, now()))
          ? await repository.incrementLikes(trx, postId)
          : post.like_count;
        return { liked: true, like_count: likeCount };
      });
    },

    async adminPosts(query: AdminPostListQuery): Promise<{ results: AdminPost[]; count: number; total_pages: number }> {
      const [rows, count] = await Promise.all([repository.allPostsPage(db, query), repository.allPostCount(db)]);
      return { results: rows.map(toAdminPost), count, total_pages: totalPages(count, query.size) };
    },

    /** Every post, hidden ones too (newest first, up to the export limit), as a spreadsheet-ready CSV in `language`. */
    async adminPostsCsv(language: Language): Promise<string> {
      const rows = await repository.allPostsPage(db, { page: 1, size: ADMIN_CSV_MAXIMUM_ROWS });
      return buildCsv(
        POST_CSV_HEADERS,
        rows
          .map(toAdminPost)
          .map((post) => [
            post.id,
            post.created_at,
            post.updated_at,
            post.title,
            publishedLabel(post.published, language),
            post.view_count,
            post.like_count,
            post.body,
          ]),
        language,
      );
    },

    createPost(actor: AuditActor, request: CreatePostInput): Promise<AdminPost> {
      const at = now();
      return inTransaction(db, async (trx) => {
        const post = toAdminPost(
          await repository.insertPost(trx, { ...request, created_by: actor.userId, created_at: at, updated_at: at }),
        );
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'post.create',
          targetType: 'post',
          targetId: post.id,
          before: null,
          after: post,
        });
        return post;
      });
    },

    updatePost(actor: AuditActor, id: number, request: UpdatePostInput): Promise<AdminPost> {
      return inTransaction(db, async (trx) => {
        const existing = await repository.lockPost(trx, id);
        if (!existing) throw notFound(POST_NOT_FOUND);
        const post = toAdminPost(
          (await repository.updatePost(trx, id, { ...definedOnly(request), updated_at: now() })) as PostRow,
        );
        await audit.record(trx, {
          actorId: actor.userId,
          requestId: actor.requestId,
          action: 'post.update',
          targetType: 'post',
          targetId: id,
          before: toAdminPost(existing),
          after: post,
        });
        return post;
      });
    },

    // Events

    async listEvents(): Promise<EventList> {
      return { data: (await repository.currentEvents(db, now())).map(toEventCard) };
    },

    /** A published event by slug (or id), ended or not, so old links keep working. */
    async event(slugOrId: string): Promise<EventDetail> {
      const key = eventKeyOf(slugOrId);
      const row = key ? await repository.findPublishedEvent(db, key) : undefined;
      if (!row) throw eventNotFound();
      return toEventDetail(row);
    },

    async adminEvents(): Promise<{ results: AdminEvent[] }> {
      return { results: (await repository.allEvents(db)).map(toAdminEvent) };
    },

    /** Every event, hidden ones too (latest start first, as the list), as a spreadsheet-ready CSV in `language`. */
    async adminEventsCsv(language: Language): Promise<string> {
      const rows = await repository.allEvents(db);
      return buildCsv(
        EVENT_CSV_HEADERS,
        rows
          .map(toAdminEvent)
          .map((event) => [
            event.id,
            event.slug,
            event.title,
            event.date,
            event.ends_at,
            publishedLabel(event.published, language),
            event.summary,
            event.description,
            event.created_at,
            event.updated_at,
          ]),
        language,
      );
    },

    /** Without image paths, the event gets the server's own drawn art for its slug. */
    createEvent(actor: AuditActor, request: CreateEventInput): Promise<AdminEvent> {
      const at = now();
      return writeEvent(() =>
        inTransaction(db, async (trx) => {
          const event = toAdminEvent(
            await repository.insertEvent(trx, {
              ...request,
              created_at: at,
              updated_at: at,
              summary: request.summary ?? null,
              ends_at: request.ends_at ?? null,
              thumbnail_image_url:
                request.thumbnail_image_url === undefined
                  ? eventArtPath(request.slug, 'thumbnail')
                  : request.thumbnail_image_url,
              poster_image_url:
                request.poster_image_url === undefined
                  ? eventArtPath(request.slug, 'poster')
                  : request.poster_image_url,
            }),
          );
          await audit.record(trx, {
            actorId: actor.userId,
            requestId: actor.requestId,
            action: 'event.create',
            targetType: 'event',
            targetId: event.id,
            before: null,
            after: event,
          });
          return event;
        }),
      );
    },

    updateEvent(actor: AuditActor, id: number, request: UpdateEventInput): Promise<AdminEvent> {
      return writeEvent(() =>
        inTransaction(db, async (trx) => {
          const existing = await repository.lockEvent(trx, id);
          if (!existing) throw eventNotFound();
          // Start and end are checked together: a change to one must still fit the stored other.
          const startsAt = request.starts_at ? new Date(request.starts_at) : existing.starts_at;
          const endsAt =
            request.ends_at === undefined
              ? existing.ends_at
              : request.ends_at === null
                ? null
                : new Date(request.ends_at);
          if (endsAt && endsAt <= startsAt)
            throw fieldError(422, 'invalid_period', 'ends_at', '종료 일시는 시작 일시보다 뒤여야 합니다.');
          const event = toAdminEvent(
            (await repository.updateEvent(trx, id, { ...definedOnly(request), updated_at: now() })) as EventRow,
          );
          await audit.record(trx, {
            actorId: actor.userId,
            requestId: actor.requestId,
            action: 'event.update',
            targetType: 'event',
            targetId: id,
            before: toAdminEvent(existing),
            after: event,
          });
          return event;
        }),
      );
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
