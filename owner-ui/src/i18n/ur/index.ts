import type { en } from '../en';
import type { Messages } from '../messages';
import { riderOffline } from './riderOffline';

/**
 * The Urdu resources. Each namespace file is typed `Messages<typeof en.x>`, so it cannot miss a
 * key; namespaces are added here as they are translated.
 */
export const ur: { readonly [N in keyof typeof en]?: Messages<(typeof en)[N]> } = { riderOffline };
