/** Words every screen shares. */
export const common = {
  actions: {
    add: 'Add',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    close: 'Close',
    retry: 'Retry',
    activate: 'Activate',
    deactivate: 'Deactivate',
    search: 'Search',
    clear: 'Clear',
  },
  status: {
    active: 'Active',
    inactive: 'Inactive',
    paused: 'Paused',
  },
  states: {
    loading: 'Loading…',
    loadFailed: 'Could not load this. Check your connection and try again.',
    empty: 'Nothing here yet.',
    noPlant: 'No Plant Selected',
  },
  paging: {
    rowsPerPage: 'Rows per page',
    of: '{{from}}–{{to}} of {{count}}',
  },
} as const;
