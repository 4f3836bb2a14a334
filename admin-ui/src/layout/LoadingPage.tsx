import { Box, CircularProgress, Typography } from '@mui/material';

/** While authentication loads: a centred spinner with 'Loading...'. */
export function LoadingPage() {
  return (
    <Box
      sx={{
        height: '100%',
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
      role="status"
    >
      <CircularProgress />
      <Typography>Loading...</Typography>
    </Box>
  );
}
