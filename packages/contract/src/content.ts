import { z } from 'zod';
import { groupDigits } from './digits';
import { instant, int8Id } from './input';

/*
 * Content and support: notices, events, personal messages, inquiries and notifications.
 * Every text a member or operator writes is stored as written (markdown included) and escaped or
 * sanitised where it is rendered; here it is only bounded: a length, and no control characters
 * (PostgreSQL refuses NUL, and nobody types the others).
 */

// ---------------------------------------------------------------- shared pieces

/** Korean particles after a word: 을/를, 은/는, 이/가 by whether its last syllable has a final consonant. */
function particle(word: string, withFinal: string, withoutFinal: string): string {
  const last = word.charCodeAt(word.length - 1);
  const isHangul = last >= 0xac00 && last <= 0xd7a3;
  return `${word}${isHangul && (last - 0xac00) % 28 !== 0 ? withFinal : withoutFinal}`;
}

/** True when the text holds a control character (NUL and the like); line breaks and tabs may be allowed. */
function hasControlCharacter(text: string, allowLineBreaks: boolean): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (allowLineBreaks && (code === 0x09 || code === 0x0a || code === 0x0d)) continue;
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A required text field with Korean messages for each way it can be wrong. Single-line texts
 * (titles) refuse line breaks too; multi-line texts (bodies, markdown) keep them.
 */
function requiredText(label: string, max: number, options: { multiline?: boolean } = {}) {
  const missing = `${particle(label, '을', '를')} 입력해주세요.`;
  return z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? missing
          : `${particle(label, '은', '는')} 문자로 입력해주세요.`,
    })
    .trim()
    .min(1, missing)
    .max(max, `${particle(label, '은', '는')} ${groupDigits(max)}자 이하로 입력해주세요.`)
    .refine(
      (value) => !hasControlCharacter(value, options.multiline ?? false),
      `${label}에 사용할 수 없는 문자가 있습니다.`,
    );
}

export const TEXT_LIMITS = {
  title: 100,
  postBody: 20_000,
  eventSummary: 200,
  eventDescription: 20_000,
  inquiryContent: 5_000,
  replyContent: 5_000,
  messageBody: 5_000,
  notificationMessage: 1_000,
} as const;

/** A row id in a path or a body: a positive whole number. */
export const rowIdSchema = z
  .number({ error: '번호는 숫자로 보내주세요.' })
  .int('번호는 정수여야 합니다.')
  .positive('번호는 1 이상이어야 합니다.');

/** Path parameter `{id}`; `what` names the thing in the message ("문의", "게시글"). */
export const idParamsSchema = (what: string) => z.strictObject({ id: int8Id(`잘못된 ${what} 번호입니다.`) });

export const MAXIMUM_PAGE_SIZE = 100;
/** The spec's page size for notices, messages and inquiries. */
export const DEFAULT_PAGE_SIZE = 10;

/** `page` and `size` of a paged list's query, with its default page size (and largest, for the back office's own). */
export const pageQueryFields = (defaultSize: number, maximumSize = MAXIMUM_PAGE_SIZE) => ({
  page: z.coerce
    .number({ error: 'page는 숫자여야 합니다.' })
    .int('page는 정수여야 합니다.')
    .min(1, 'page는 1 이상이어야 합니다.')
    .max(100_000, 'page가 너무 큽니다.')
    .default(1),
  size: z.coerce
    .number({ error: 'size는 숫자여야 합니다.' })
    .int('size는 정수여야 합니다.')
    .min(1, 'size는 1 이상이어야 합니다.')
    .max(maximumSize, `size는 ${maximumSize} 이하여야 합니다.`)
    .default(defaultSize),
});

/** The operator lists' `format`: a page as JSON, or `csv` for the whole (filtered) list as a file. */
const csvFormatField = z.enum(['json', 'csv']).default('json');

/** `?page=&size=` as the spec's lists send them. */
export const pageQuerySchema = z.strictObject(pageQueryFields(DEFAULT_PAGE_SIZE));
export type PageQuery = z.output<typeof pageQuerySchema>;

/** What every paged list answers besides its rows: the spec's `total_pages`, and the row count. */
const pagedList = <Row extends z.ZodType>(row: Row) =>
  z.object({ results: z.array(row), total_pages: z.number().int(), count: z.number().int() });

const idListSchema = (field: string, missing: string) =>
  z
    .array(rowIdSchema, {
      error: (issue) => (issue.input === undefined ? missing : `${field}는 번호 목록이어야 합니다.`),
    })
    .max(MAXIMUM_PAGE_SIZE, `한 번에 ${MAXIMUM_PAGE_SIZE}개까지 처리할 수 있습니다.`);

/** Who an operator writes to: one member, or every member. Exactly one of the two. */
const recipientFields = {
  user_id: rowIdSchema.optional(),
  all: z.literal(true, { error: 'all은 true만 보낼 수 있습니다.' }).optional(),
};
const exactlyOneRecipient = (value: { user_id?: number | undefined; all?: true | undefined }) =>
  (value.user_id === undefined) !== (value.all === undefined);
const RECIPIENT_MESSAGE = '받는 회원(user_id) 또는 전체(all: true) 중 하나를 지정해주세요.';

// ---------------------------------------------------------------- notices (board posts)

export const POST_BOARDS = ['notice'] as const;
export const postBoardSchema = z.enum(POST_BOARDS, { error: '알 수 없는 게시판입니다.' });
export type PostBoard = z.infer<typeof postBoardSchema>;

/** `GET /api/boards/posts?board=notice&page=&size=10` */
export const postListQuerySchema = z.strictObject({
  board: postBoardSchema.default('notice'),
  ...pageQueryFields(DEFAULT_PAGE_SIZE),
});
export type PostListQuery = z.output<typeof postListQuerySchema>;

export const postSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  created_at: z.string(),
  view_count: z.number().int(),
  like_count: z.number().int(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;
export const postListSchema = pagedList(postSummarySchema);
export type PostList = z.infer<typeof postListSchema>;

/** One post as `GET /api/boards/posts/{id}` answers it; `body` is markdown. */
export const postSchema = postSummarySchema.extend({ board: postBoardSchema, body: z.string() });
export type Post = z.infer<typeof postSchema>;

export const postLikeResponseSchema = z.object({ liked: z.literal(true), like_count: z.number().int() });
export type PostLikeResponse = z.infer<typeof postLikeResponseSchema>;

/** Operator: a new post. */
export const createPostRequestSchema = z.strictObject({
  board: postBoardSchema.default('notice'),
  title: requiredText('제목', TEXT_LIMITS.title),
  body: requiredText('본문', TEXT_LIMITS.postBody, { multiline: true }),
  published: z.boolean({ error: 'published는 true 또는 false여야 합니다.' }).default(true),
});
export type CreatePostRequest = z.input<typeof createPostRequestSchema>;

/** Operator: change some of a post's fields. */
export const updatePostRequestSchema = z
  .strictObject({
    title: requiredText('제목', TEXT_LIMITS.title).optional(),
    body: requiredText('본문', TEXT_LIMITS.postBody, { multiline: true }).optional(),
    published: z.boolean({ error: 'published는 true 또는 false여야 합니다.' }).optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), '바꿀 항목을 하나 이상 보내주세요.');
export type UpdatePostRequest = z.input<typeof updatePostRequestSchema>;

/** Operator: `GET /api/admin/posts`, a page of every post, or with `format=csv` all of them as a file. */
export const adminPostListQuerySchema = z.strictObject({
  ...pageQueryFields(DEFAULT_PAGE_SIZE),
  format: csvFormatField,
});
export type AdminPostListQuery = z.output<typeof adminPostListQuerySchema>;

export const adminPostSchema = postSchema.extend({ published: z.boolean(), updated_at: z.string() });
export type AdminPost = z.infer<typeof adminPostSchema>;
export const adminPostListSchema = pagedList(adminPostSchema);

// ---------------------------------------------------------------- events

/** Lowercase words joined by dashes, starting with a letter, so a number in the path is an id. */
export const EVENT_SLUG_PATTERN = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
export const eventSlugSchema = z
  .string({ error: '슬러그를 입력해주세요.' })
  .min(1, '슬러그를 입력해주세요.')
  .max(60, '슬러그는 60자 이하로 입력해주세요.')
  .regex(EVENT_SLUG_PATTERN, '슬러그는 영문 소문자로 시작하고 영문 소문자, 숫자, 하이픈(-)만 쓸 수 있습니다.');

/**
 * Image addresses are paths on this site only (art the project serves), never another host and
 * never a `data:` or `javascript:` address.
 */
export const SITE_IMAGE_PATH_PATTERN = /^\/(?!\/)(?:[A-Za-z0-9_.-]+\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;
const siteImagePathSchema = z
  .string({ error: '이미지 주소는 문자로 입력해주세요.' })
  .max(300, '이미지 주소는 300자 이하로 입력해주세요.')
  .regex(SITE_IMAGE_PATH_PATTERN, '이미지 주소는 이 사이트의 경로(/로 시작)만 쓸 수 있습니다.')
  .refine((value) => !value.split('/').includes('..'), '이미지 주소는 이 사이트의 경로(/로 시작)만 쓸 수 있습니다.');

const dateTimeSchema = (label: string) =>
  instant(`${particle(label, '은', '는')} ISO 8601 날짜와 시각(예: 2026-12-01T00:00:00+09:00)으로 입력해주세요.`);

/** A card of `GET /api/users/events`: `description` is a short plain-text summary. */
export const eventCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  thumbnail_image_url: z.string().nullable(),
});
export type EventCard = z.infer<typeof eventCardSchema>;
export const eventListSchema = z.object({ data: z.array(eventCardSchema) });
export type EventList = z.infer<typeof eventListSchema>;

/** `GET /api/users/events/{slug}`: `date` is when the event starts; `description` is markdown (GFM). */
export const eventDetailSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  date: z.string(),
  ends_at: z.string().nullable(),
  poster_image_url: z.string().nullable(),
  description: z.string(),
});
export type EventDetail = z.infer<typeof eventDetailSchema>;

/** The text the spec's event page shows after "Error: " when the event does not exist. */
export const EVENT_NOT_FOUND_MESSAGE = 'Event not found';

const eventWriteFields = {
  slug: eventSlugSchema,
  title: requiredText('제목', TEXT_LIMITS.title),
  /** The list card's plain text; left out or null: derived from the description. */
  summary: requiredText('요약', TEXT_LIMITS.eventSummary).nullable().optional(),
  description: requiredText('설명', TEXT_LIMITS.eventDescription, { multiline: true }),
  /** Left out: the server's own drawn art for the slug. null: none (the card shows its gradient). */
  thumbnail_image_url: siteImagePathSchema.nullable().optional(),
  poster_image_url: siteImagePathSchema.nullable().optional(),
  starts_at: dateTimeSchema('시작 일시'),
  ends_at: dateTimeSchema('종료 일시').nullable().optional(),
  published: z.boolean({ error: 'published는 true 또는 false여야 합니다.' }),
};
const endsAfterStart = (value: { starts_at?: string | undefined; ends_at?: string | null | undefined }) =>
  !value.starts_at || !value.ends_at || Date.parse(value.ends_at) > Date.parse(value.starts_at);
const ENDS_AFTER_START_MESSAGE = '종료 일시는 시작 일시보다 뒤여야 합니다.';

export const createEventRequestSchema = z
  .strictObject({ ...eventWriteFields, published: eventWriteFields.published.default(true) })
  .refine(endsAfterStart, { message: ENDS_AFTER_START_MESSAGE, path: ['ends_at'] });
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;

export const updateEventRequestSchema = z
  .strictObject({
    slug: eventWriteFields.slug.optional(),
    title: eventWriteFields.title.optional(),
    summary: eventWriteFields.summary,
    description: eventWriteFields.description.optional(),
    thumbnail_image_url: eventWriteFields.thumbnail_image_url,
    poster_image_url: eventWriteFields.poster_image_url,
    starts_at: eventWriteFields.starts_at.optional(),
    ends_at: eventWriteFields.ends_at,
    published: eventWriteFields.published.optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), '바꿀 항목을 하나 이상 보내주세요.')
  .refine(endsAfterStart, { message: ENDS_AFTER_START_MESSAGE, path: ['ends_at'] });
export type UpdateEventRequest = z.input<typeof updateEventRequestSchema>;

export const adminEventSchema = eventDetailSchema.extend({
  /** The operator's own summary; null when the card text is derived from the description. */
  summary: z.string().nullable(),
  thumbnail_image_url: z.string().nullable(),
  published: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = z.object({ results: z.array(adminEventSchema) });
/** Operator: `GET /api/admin/events`, every event, or with `format=csv` as a file. */
export const adminEventListQuerySchema = z.strictObject({ format: csvFormatField });

// ---------------------------------------------------------------- personal messages

export const messageSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
  is_read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;
export const messageListSchema = pagedList(messageSchema).extend({ unread_count: z.number().int() });
export type MessageList = z.infer<typeof messageListSchema>;

/** Body of `POST /api/users/messages/mark-read` and `/delete`. Ids of other members are ignored. */
export const messageIdsRequestSchema = z.strictObject({
  message_ids: idListSchema('message_ids', '메시지를 선택해주세요.'),
});
export type MessageIdsRequest = z.infer<typeof messageIdsRequestSchema>;

/** How many rows the call changed (ids already in that state, or not the caller's, do not count). */
export const updatedCountSchema = z.object({ updated: z.number().int() });
export type UpdatedCount = z.infer<typeof updatedCountSchema>;

/** Operator: a personal message to one member or to every member. */
export const sendMessageRequestSchema = z
  .strictObject({
    ...recipientFields,
    subject: requiredText('제목', TEXT_LIMITS.title),
    body: requiredText('내용', TEXT_LIMITS.messageBody, { multiline: true }),
  })
  .refine(exactlyOneRecipient, RECIPIENT_MESSAGE);
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;

export const sentCountSchema = z.object({ sent: z.number().int() });
export type SentCount = z.infer<typeof sentCountSchema>;

// ---------------------------------------------------------------- inquiries

export const INQUIRY_STATUSES = ['open', 'answered', 'closed'] as const;
export const inquiryStatusSchema = z.enum(INQUIRY_STATUSES, {
  error: 'status는 open, answered, closed 중 하나여야 합니다.',
});
export type InquiryStatus = z.infer<typeof inquiryStatusSchema>;

export const inquirySummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  status: inquiryStatusSchema,
  has_reply: z.boolean(),
  /** False while a reply waits that the member has not opened yet. */
  is_read: z.boolean(),
  created_at: z.string(),
});
export type InquirySummary = z.infer<typeof inquirySummarySchema>;
export const inquiryListSchema = pagedList(inquirySummarySchema);
export type InquiryList = z.infer<typeof inquiryListSchema>;

export const inquirySchema = inquirySummarySchema.extend({
  content: z.string(),
  reply_content: z.string().nullable(),
  replied_at: z.string().nullable(),
});
export type Inquiry = z.infer<typeof inquirySchema>;

export const createInquiryRequestSchema = z.strictObject({
  title: requiredText('제목', TEXT_LIMITS.title),
  content: requiredText('내용', TEXT_LIMITS.inquiryContent, { multiline: true }),
});
export type CreateInquiryRequest = z.infer<typeof createInquiryRequestSchema>;

export const adminInquiryListQuerySchema = z.strictObject({
  status: inquiryStatusSchema.optional(),
  ...pageQueryFields(20),
  /** `csv`: the whole filtered queue (up to the back office's export limit) as a file instead of a page. */
  format: csvFormatField,
});
export type AdminInquiryListQuery = z.output<typeof adminInquiryListQuerySchema>;

export const adminInquirySchema = inquirySchema.extend({
  user_info: z.object({ id: z.number().int(), username: z.string(), nickname: z.string() }),
});
export type AdminInquiry = z.infer<typeof adminInquirySchema>;
export const adminInquiryListSchema = pagedList(adminInquirySchema);

export const inquiryReplyRequestSchema = z.strictObject({
  reply_content: requiredText('답변', TEXT_LIMITS.replyContent, { multiline: true }),
});
export type InquiryReplyRequest = z.infer<typeof inquiryReplyRequestSchema>;

// ---------------------------------------------------------------- notifications

/** The spec's notification types (section 3); the client greys any other. */
export const NOTIFICATION_TYPES = [
  'game_update',
  'promotion',
  'maintenance',
  'win',
  'deposit_withdrawal',
  'security',
  'message',
  'info',
] as const;
export const notificationTypeSchema = z.enum(NOTIFICATION_TYPES, {
  error: `type은 ${NOTIFICATION_TYPES.join(', ')} 중 하나여야 합니다.`,
});
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/**
 * Where a deep link goes: the client opens `/{target lower-cased}`, or `/game/{target}` when the
 * params carry a game_id. Path words only, so a target can never become `//other.host`.
 */
export const DEEP_LINK_TARGET_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*(?:\/[A-Za-z0-9_-]+)*$/;

const GAME_ID_MESSAGE = 'game_id가 올바르지 않습니다.';
const actionParamsSchema = z.strictObject({
  game_id: z
    .union(
      [
        z.number().int(GAME_ID_MESSAGE).positive(GAME_ID_MESSAGE),
        z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, GAME_ID_MESSAGE),
      ],
      { error: GAME_ID_MESSAGE },
    )
    .optional(),
});

export const notificationActionSchema = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('deep_link'),
      target: z
        .string()
        .max(200, '이동할 주소가 너무 깁니다.')
        .regex(DEEP_LINK_TARGET_PATTERN, '이동할 화면 주소가 올바르지 않습니다.'),
      params: actionParamsSchema.optional(),
    }),
    z.strictObject({
      type: z.literal('external_link'),
      target: z
        .url({ protocol: /^https?$/, error: '외부 링크는 http 또는 https 주소여야 합니다.' })
        .max(500, '이동할 주소가 너무 깁니다.'),
      params: actionParamsSchema.optional(),
    }),
  ],
  { error: 'action.type은 deep_link 또는 external_link여야 합니다.' },
);
export type NotificationAction = z.infer<typeof notificationActionSchema>;

/** A notification as the inbox shows it (spec section 3). `time` is when it was created. */
export const notificationSchema = z.object({
  id: z.number().int(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  time: z.string(),
  read: z.boolean(),
  action: notificationActionSchema.nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** `GET /api/users/notifications`: the newest first, dismissed ones left out. */
export const notificationListQuerySchema = z.strictObject(pageQueryFields(50));
export const notificationListSchema = pagedList(notificationSchema).extend({ unread_count: z.number().int() });
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Body of mark-read and dismiss: some ids, or `all: true`. */
export const notificationIdsRequestSchema = z
  .strictObject({
    ids: idListSchema('ids', '알림을 선택해주세요.').optional(),
    all: z.literal(true, { error: 'all은 true만 보낼 수 있습니다.' }).optional(),
  })
  .refine(
    (value) => (value.ids === undefined) !== (value.all === undefined),
    '알림 번호 목록(ids) 또는 전체(all: true) 중 하나를 보내주세요.',
  );
export type NotificationIdsRequest = z.infer<typeof notificationIdsRequestSchema>;

export const notificationsUpdatedSchema = z.object({ updated: z.number().int(), unread_count: z.number().int() });
export type NotificationsUpdated = z.infer<typeof notificationsUpdatedSchema>;

/** What the server's modules hand to `notify` (a deposit processed, a bet won, a reply...). */
export const notificationInputSchema = z.strictObject({
  type: notificationTypeSchema,
  title: requiredText('제목', TEXT_LIMITS.title),
  message: requiredText('내용', TEXT_LIMITS.notificationMessage, { multiline: true }),
  action: notificationActionSchema.nullable().optional(),
});
export type NotificationInput = z.input<typeof notificationInputSchema>;

/** Operator: a notification (a promotion, maintenance notice...) to one member or every member. */
export const sendNotificationRequestSchema = z
  .strictObject({ ...recipientFields, ...notificationInputSchema.shape })
  .refine(exactlyOneRecipient, RECIPIENT_MESSAGE);
export type SendNotificationRequest = z.infer<typeof sendNotificationRequestSchema>;
