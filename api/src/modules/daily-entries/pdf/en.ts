/** The printed day sheet's words in English. Another language is another file with the same keys (ur.ts). */
export const en = {
  direction: 'ltr' as 'ltr' | 'rtl',
  title: 'Day sheet',
  plantCode: 'Plant code',
  area: 'Area',
  rider: 'Rider',
  allAreas: 'All areas',
  number: '#',
  customer: 'Customer',
  due: 'Due',
  rate: 'Rate',
  previous: 'Prev. balance',
  cansOut: 'Cans out',
  delivered: 'Delivered',
  returned: 'Returned',
  collected: 'Collected',
  signature: 'Signature',
  customers: 'customers',
  cansDue: 'cans due',
  printed: 'Printed',
  noCustomers: 'No customer is due or entered on this day.',
  page: 'Page',
};

export type DaySheetWords = typeof en;
