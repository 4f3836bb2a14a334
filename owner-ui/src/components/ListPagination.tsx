import { TablePagination } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** A paged list's page sizes, unless it names its own. */
export const PER_PAGE_OPTIONS = [25, 50, 100] as const;

/**
 * A paged list's footer in the screen's language: page `page` (1-based, as the API counts) of
 * `total` rows, `perPage` a page; it wraps onto two lines on a narrow phone.
 */
export function ListPagination({
  total,
  page,
  perPage,
  onPage,
  onPerPage,
  options = PER_PAGE_OPTIONS,
  itemLabel,
}: {
  total: number;
  page: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
  options?: readonly number[];
  /** The first/previous/next/last buttons' names, when the list has its own. */
  itemLabel?: (type: 'first' | 'last' | 'next' | 'previous') => string;
}) {
  const { t: tc } = useTranslation();
  return (
    <TablePagination
      component="div"
      count={total}
      page={Math.max(0, page - 1)}
      rowsPerPage={perPage}
      rowsPerPageOptions={[...options]}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onPerPage(Number(event.target.value))}
      labelRowsPerPage={tc('paging.rowsPerPage')}
      labelDisplayedRows={({ from, to, count }) => tc('paging.of', { from, to, count })}
      getItemAriaLabel={itemLabel}
      sx={{ '.MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 1, sm: 2 } } }}
    />
  );
}
