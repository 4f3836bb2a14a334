import { useEffect, useRef, useState } from 'react';
import { Box, InputAdornment, MenuItem, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useListContext } from 'react-admin';

export const SEARCH_DEBOUNCE_MS = 500;

/** Search by name or email (debounced 500 ms, back to page 1) and the status filter (docs/product.md, "The console"). */
export function TenantFilters() {
  const { filterValues, setFilters } = useListContext();
  const [search, setSearch] = useState<string>(String(filterValues.q ?? ''));
  const latest = useRef({ filterValues, setFilters });
  latest.current = { filterValues, setFilters };

  useEffect(() => {
    const current = String(latest.current.filterValues.q ?? '');
    if (search.trim() === current) return;
    const timer = setTimeout(() => {
      const { q: _previous, ...rest } = latest.current.filterValues;
      latest.current.setFilters(search.trim() ? { ...rest, q: search.trim() } : rest, undefined, false);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // The console's filter is the record's own field: /api/admin lists filter by field (docs/architecture.md, "HTTP conventions").
  const status = filterValues.is_active === true ? 'active' : filterValues.is_active === false ? 'inactive' : 'all';
  const changeStatus = (value: string) => {
    const { is_active: _previous, ...rest } = filterValues;
    setFilters(value === 'all' ? rest : { ...rest, is_active: value === 'active' }, undefined, false);
  };

  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
      <TextField
        size="small"
        variant="outlined"
        fullWidth={false}
        placeholder="Search by name or email..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ flex: '1 1 280px' }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
          htmlInput: { 'aria-label': 'Search by name or email' },
        }}
      />
      <TextField
        select
        size="small"
        variant="outlined"
        fullWidth={false}
        label="Status"
        value={status}
        onChange={(event) => changeStatus(event.target.value)}
        sx={{ minWidth: 180 }}
        slotProps={{ select: { inputProps: { 'aria-label': 'Status filter' } } }}
      >
        <MenuItem value="all">All Status</MenuItem>
        <MenuItem value="active">Active Only</MenuItem>
        <MenuItem value="inactive">Inactive Only</MenuItem>
      </TextField>
    </Box>
  );
}
