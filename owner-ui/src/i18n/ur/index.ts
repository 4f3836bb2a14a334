import type { en } from '../en';
import type { Messages } from '../messages';
import { app } from './app';
import { billing } from './billing';
import { dashboard } from './dashboard';
import { nav } from './nav';
import { onboarding } from './onboarding';
import { plants } from './plants';
import { shared } from './shared';
import { header } from './header';
import { language } from './language';
import { signIn } from './signIn';

/**
 * The Urdu resources. Each namespace file is typed `Messages<typeof en.x>`, so it cannot miss a
 * key; namespaces are added here as they are translated.
 */
export const ur: { readonly [N in keyof typeof en]?: Messages<(typeof en)[N]> } = {
  nav,
  app,
  plants,
  onboarding,
  billing,
  dashboard,
  shared,
  language,
  header,
  signIn,
};
