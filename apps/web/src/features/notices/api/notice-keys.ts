/** Notices are public: their keys sit outside the member scope and survive logout. */
export const noticeKeys = {
  all: ['notices'] as const,
  lists: ['notices', 'list'] as const,
  list: (page: number) => ['notices', 'list', page] as const,
  post: (id: number) => ['notices', 'post', id] as const,
};
