import { lazy } from 'react';
import WorkspacesIcon from '@mui/icons-material/Workspaces';

export default {
  list: lazy(() => import('./PlanList')),
  create: lazy(() => import('./PlanCreate')),
  edit: lazy(() => import('./PlanEdit')),
  icon: WorkspacesIcon,
  options: { label: 'Subscription Plans' },
};
