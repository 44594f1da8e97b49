import { pageItems, totalPages } from '../../domain/shared/paging';
import { EllipsisIcon } from './icons';
import { staticStyles } from './staticStyles';

interface PagerProps {
  readonly total: number;
  readonly perPage: number;
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  readonly label?: string;
}

/**
 * The pager's look: Chakra's button recipe (outline, small; the current page solid teal) and its button group, one
 * class each for the page (staticStyles). It was Chakra's Pagination (Ark's machine, a Chakra button per page): on a
 * phone, 60-100 ms of the lock list's first render after ログイン (a profile at 4×), on every list's page turn too.
 */
const usePagerClasses = staticStyles(({ recipe }) => ({
  group: {
    display: 'inline-flex',
    gap: '0.5rem',
    isolation: 'isolate',
    position: 'relative',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'flex-start',
    flexWrap: 'wrap',
    '& > :focus-visible': { zIndex: 1 },
  },
  turn: recipe('button', { size: 'sm', variant: 'outline' }),
  item: [recipe('button', { size: 'sm', variant: { base: 'outline', _selected: 'solid' } }), { colorPalette: 'teal' }],
  // Chakra's IconButton: the same button, no padding, its icon at 1.2em
  ellipsis: [recipe('button', { size: 'sm', variant: 'outline' }), { px: '0', py: '0', _icon: { fontSize: '1.2em' } }],
}));

/**
 * The one pager of the console: the first and last pages, the current one with a page on each side, and an ellipsis
 * for the pages between (domain/shared/paging's pageItems, the ranges Ark's pagination gave). Hidden when everything
 * fits on one page. A page is a button named by its number (Nページ目), the current one marked `aria-current`;
 * 前のページ and 次のページ are disabled at the ends. The ellipsis is decoration, hidden from assistive technology.
 */
export function Pager({ total, perPage, page, onPageChange, label = 'ページ送り' }: PagerProps) {
  const c = usePagerClasses();
  const pages = totalPages(total, perPage);
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className={c.group}>
      <button
        type="button"
        className={c.turn}
        aria-label="前のページ"
        disabled={page <= 1}
        onClick={() => onPageChange(page - 1)}
      >
        ‹
      </button>
      {pageItems(page, pages).map((item, index) =>
        item === 'ellipsis' ? (
          <span key={`ellipsis-${index}`} className={c.ellipsis} data-part="ellipsis" aria-hidden="true">
            <EllipsisIcon />
          </span>
        ) : (
          <button
            key={item}
            type="button"
            className={c.item}
            aria-label={`${item}ページ目`}
            aria-current={item === page ? 'page' : undefined}
            data-selected={item === page ? '' : undefined}
            onClick={() => item !== page && onPageChange(item)}
          >
            {item}
          </button>
        ),
      )}
      <button
        type="button"
        className={c.turn}
        aria-label="次のページ"
        disabled={page >= pages}
        onClick={() => onPageChange(page + 1)}
      >
        ›
      </button>
    </nav>
  );
}
