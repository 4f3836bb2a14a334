/** The signed-in owner's own account: name, email and password. */
export const profile = {
  title: 'Profile',
  details: {
    title: 'Your details',
    name: 'Name',
    email: 'Email',
    save: 'Save details',
    saving: 'Saving…',
    saved: 'Your details are saved',
    failed: 'Your details could not be saved',
  },
  password: {
    title: 'Change password',
    hint: 'Changing your password signs you out on every other phone and computer.',
    current: 'Current password',
    new: 'New password',
    confirm: 'New password again',
    save: 'Change password',
    saving: 'Changing…',
    saved: 'Password changed. Other devices are signed out.',
    failed: 'The password could not be changed',
  },
  validation: {
    nameRequired: 'The name is required',
    nameTooLong: 'The name may not be longer than 255 characters',
    emailInvalid: 'Please enter a valid email address',
    currentRequired: 'The current password is required',
    newTooShort: 'The new password must be at least 8 characters',
    newTooLong: 'The password may not be longer than 255 characters',
    mismatch: 'The two new passwords are not the same',
  },
};
