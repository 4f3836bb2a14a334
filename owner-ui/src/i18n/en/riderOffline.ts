/** Strings of the rider app's offline work: the queue of unsent entries, refusals, sign-out with unsent items. */
export const riderOffline = {
  header: '{{name}} · {{date}} · {{plant}}',
  progress: '{{saved}} of {{total}} saved',
  offline: 'No network. Keep working: what you record stays on this phone and is sent when the network is back.',
  savedCopy: 'Sheet kept on this phone at {{time}}.',
  queue: {
    waiting: 'Waiting to send ({{count}})',
    sendNow: 'Send now',
    sending: 'Sending…',
    rejectedTitle: 'Not accepted by the office',
    rejectedEntry: '{{name}}: {{reason}}',
    rejectedPlace: 'Place of {{name}}: {{reason}}',
    rejectedClose: 'Day close of {{date}}: {{reason}}',
    dismiss: 'Dismiss',
  },
  card: {
    queued: 'Waiting to send',
    keepFailed: 'Not kept on this phone: {{message}}',
  },
  close: {
    queued: 'Day close waiting to send: {{full}} full cans taken, {{empties}} empties back, {{cash}} handed over.',
    noFigures: 'The day’s figures are not on this phone yet. Open the app once with a network.',
  },
  signOut: {
    warning_one:
      '{{count}} record has not reached the office yet. If you sign out it stays on this phone and is sent after you sign in again.',
    warning_other:
      '{{count}} records have not reached the office yet. If you sign out they stay on this phone and are sent after you sign in again.',
    stay: 'Stay signed in',
    confirm: 'Sign out anyway',
  },
};
