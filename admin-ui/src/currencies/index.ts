import { lazy } from 'react';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';

export default {
  list: lazy(() => import('./CurrencyList')),
  icon: CurrencyExchangeIcon,
  options: { label: 'Currencies' },
};
