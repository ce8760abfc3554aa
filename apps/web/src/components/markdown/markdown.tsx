import { clsx } from 'clsx';
import ReactMarkdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { markdownUrlTransform } from './safe-url';

/** Addresses that leave the site open in a new tab, without access to this page. */
const isExternal = (href: string) => /^[a-z][a-z0-9+.-]*:/i.test(href.trim());

const components: Components = {
  a: ({ node: _node, href, children, ...props }) =>
    href && isExternal(href) ? (
      <a {...props} href={href} target="_blank" rel="noopener noreferrer nofollow ugc">
        {children}
      </a>
    ) : (
      // A blanked address stays an empty href (spec section 1): the text remains, it leads nowhere.
      <a {...props} href={href ?? ''}>
        {children}
      </a>
    ),
  img: ({ node: _node, src, alt, ...props }) =>
    // A blanked image has no address at all (an empty src would ask for this page again).
    src ? (
      <img {...props} src={src} alt={alt ?? ''} loading="lazy" decoding="async" referrerPolicy="no-referrer" />
    ) : (
      <span>{alt}</span>
    ),
  table: ({ node: _node, ...props }) => (
    <div className="overflow-x-auto">
      <table {...props} />
    </div>
  ),
};

const proseClasses = clsx(
  'text-sm leading-relaxed text-ink-200 wrap-anywhere',
  '[&>*+*]:mt-3',
  '[&_h1]:text-xl [&_h1]:font-bold [&_h1]:text-ink-100 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-ink-100',
  '[&_h3]:text-base [&_h3]:font-semibold [&_h3]:text-ink-100 [&_h4]:font-semibold [&_h4]:text-ink-100',
  '[&_strong]:font-semibold [&_strong]:text-ink-100 [&_del]:text-ink-400',
  '[&_a]:font-medium [&_a]:text-gold-400 [&_a]:underline [&_a]:underline-offset-2 hover:[&_a]:text-gold-300',
  '[&_ul]:list-disc [&_ul]:pl-5 [&_ol]:list-decimal [&_ol]:pl-5 [&_li+li]:mt-1',
  '[&_.contains-task-list]:list-none [&_.contains-task-list]:pl-0 [&_.task-list-item_input]:mr-2 [&_.task-list-item_input]:accent-gold-500',
  '[&_blockquote]:border-l-2 [&_blockquote]:border-gold-500/60 [&_blockquote]:pl-3 [&_blockquote]:text-ink-300',
  '[&_code]:rounded [&_code]:bg-ink-700 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-[0.85em]',
  '[&_pre]:overflow-x-auto [&_pre]:whitespace-pre-wrap [&_pre]:rounded-lg [&_pre]:bg-ink-950/60 [&_pre]:p-3 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_hr]:border-ink-700 [&_img]:max-w-full [&_img]:rounded-lg',
  // Table cells break between words only; a table too wide for the screen scrolls sideways in its wrapper.
  '[&_table]:w-full [&_table]:border-collapse [&_table]:text-left [&_table]:wrap-normal',
  '[&_th]:border-b [&_th]:border-ink-600 [&_th]:px-2 [&_th]:py-2 [&_th]:font-semibold [&_th]:text-ink-100 sm:[&_th]:px-3',
  '[&_td]:border-b [&_td]:border-ink-700 [&_td]:px-2 [&_td]:py-2 sm:[&_td]:px-3',
);

interface MarkdownProps {
  /** Markdown as an author wrote it; anyone may have written it, so nothing in it runs. */
  children: string;
  className?: string;
}

/**
 * Renders untrusted markdown with GFM (tables, task lists, strikethrough, autolinks). Raw HTML is
 * never interpreted: without rehype-raw react-markdown turns it into plain text. Every link and
 * image address passes `markdownUrlTransform` (spec section 1). Shared by the member pages and
 * the operators' preview; it carries react-markdown, so import it only from lazily loaded pages.
 */
export function Markdown({ children, className }: MarkdownProps) {
  return (
    <div className={clsx(proseClasses, className)}>
      <ReactMarkdown remarkPlugins={[remarkGfm]} urlTransform={markdownUrlTransform} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
