import { Button, ButtonGroup, Pagination } from '@chakra-ui/react';
import { totalPages } from '../../domain/shared/paging';

interface PagerProps {
  readonly total: number;
  readonly perPage: number;
  readonly page: number;
  readonly onPageChange: (page: number) => void;
  readonly label?: string;
}

/**
 * The one pager of the console (Chakra/Ark Pagination): first and last pages with ellipses
 * around the current one. Hidden when everything fits on one page.
 */
export function Pager({ total, perPage, page, onPageChange, label = 'ページ送り' }: PagerProps) {
  if (totalPages(total, perPage) <= 1) return null;
  return (
    <Pagination.Root
      count={total}
      pageSize={perPage}
      page={page}
      siblingCount={1}
      onPageChange={(e) => onPageChange(e.page)}
      translations={{
        prevTriggerLabel: '前のページ',
        nextTriggerLabel: '次のページ',
        itemLabel: ({ page: p }) => `${p}ページ目`,
      }}
    >
      <ButtonGroup as="nav" aria-label={label} variant="outline" size="sm" wrap="wrap">
        <Pagination.PrevTrigger asChild>
          <Button aria-label="前のページ">‹</Button>
        </Pagination.PrevTrigger>
        <Pagination.Items
          render={(item) => (
            <Button
              variant={{ base: 'outline', _selected: 'solid' }}
              colorPalette="teal"
              aria-current={item.value === page ? 'page' : undefined}
            >
              {item.value}
            </Button>
          )}
        />
        <Pagination.NextTrigger asChild>
          <Button aria-label="次のページ">›</Button>
        </Pagination.NextTrigger>
      </ButtonGroup>
    </Pagination.Root>
  );
}
