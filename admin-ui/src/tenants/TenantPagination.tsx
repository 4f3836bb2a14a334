import { Box, Button, Typography } from '@mui/material';
import { useListContext } from 'react-admin';

/** 'Previous' / 'Page X of Y' / 'Next' and 'Showing N of M filter owners', only with more than one page. */
export function TenantPagination() {
  const { page, perPage, total = 0, data = [], setPage, isPending } = useListContext();
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  if (lastPage <= 1) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        Showing {data.length} of {total} filter owners
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button variant="outlined" size="small" disabled={page <= 1 || isPending} onClick={() => setPage(page - 1)}>
          Previous
        </Button>
        <Typography variant="body2">
          Page {page} of {lastPage}
        </Typography>
        <Button variant="outlined" size="small" disabled={page >= lastPage || isPending} onClick={() => setPage(page + 1)}>
          Next
        </Button>
      </Box>
    </Box>
  );
}
