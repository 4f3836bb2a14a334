import { lazy } from 'react';
import PeopleIcon from '@mui/icons-material/People';

export default {
  list: lazy(() => import('./TenantList')),
  icon: PeopleIcon,
  options: { label: 'Filter Owners' },
};
