/** Strings of the owner's Map page: the plant's customers on a map, by area, coloured by what they owe. */
export const map = {
  page: {
    title: 'Map',
    subtitle: 'Your customers where they live: who owes, and who is over their limit.',
    loading: 'Loading the map…',
    loadFailed: 'Could not load the map.',
    noPlant: 'Select or create a plant first to see its customers on the map.',
    area: 'Area',
    allAreas: 'All areas',
    empty: "No customer has a place on the map yet: set one on the customer's page.",
    unplaced_one: '{{count}} customer has no place on the map',
    unplaced_other: '{{count}} customers have no place on the map',
    mapLabel: 'Map of customers',
  },
  legend: {
    title: 'What the colours mean',
    'over-limit': 'Over limit',
    unpaid: 'Owes money',
    fine: 'Paid up',
    plant: 'Plant',
  },
  popup: {
    code: 'Code {{code}}',
    area: 'Area: {{area}}',
    balance: 'Balance: {{amount}}',
    cansOut: 'Cans out: {{count}}',
    open: 'Open customer',
  },
  plant: 'Plant: {{name}}',
};
