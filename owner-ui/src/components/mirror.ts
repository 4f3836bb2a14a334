import type { SxProps, Theme } from '@mui/material';

/**
 * For an icon that points a way (back, forward, a chevron): mirrored when the page reads right to
 * left, so "back" still points to where the reader came from. `<ArrowBackIcon sx={mirrorInRtl} />`.
 */
export const mirrorInRtl: SxProps<Theme> = (theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {});
