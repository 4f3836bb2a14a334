import { lazy } from 'react';
import FactoryIcon from '@mui/icons-material/Factory';

export default {
  list: lazy(() => import('./PlantList')),
  icon: FactoryIcon,
  options: { label: 'Filter Plants' },
};
