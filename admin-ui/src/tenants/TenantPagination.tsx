import { Box, Button, Typography } from '@mui/material';
import { useListPaginationContext } from 'react-admin';

/**
 * The list's react-admin pagination in the product's words: 'Previous' / 'Page X of Y' / 'Next' and
 * 'Showing N of M filter owners', only with more than one page.
 */
export function TenantPagination() {
  const { page, perPage, total = 0, setPage, hasPreviousPage, hasNextPage, isPending } = useListPaginationContext();
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  if (lastPage <= 1) return null;
  const shown = Math.max(0, Math.min(perPage, total - (page - 1) * perPage));
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Showing {shown} of {total} filter owners
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button variant="outlined" size="small" disabled={!hasPreviousPage || isPending} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Typography variant="body2">
          Page {page} of {lastPage}
        </Typography>
        <Button variant="outlined" size="small" disabled={!hasNextPage || isPending} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </Box>
    </Box>
  );
}
