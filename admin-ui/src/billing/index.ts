import { lazy } from 'react';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';

/** The react-admin resource `invoices` (/super-admin/invoices): the platform's invoices to owners. */
export default {
  list: lazy(() => import('./InvoiceList')),
  icon: ReceiptLongIcon,
  options: { label: 'Invoices' },
};
