import { createQueryClient } from '@/lib/query-client';

/** The site's one query client: the provider renders with it, and route loaders ask for a page's data into it. */
export const appQueryClient = createQueryClient();
