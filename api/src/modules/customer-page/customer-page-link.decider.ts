import { DomainError } from '../../platform/domain/domain-error';
import { Decider } from '../../platform/event-store/decider';
import { CustomerPageLinkEvent, CustomerPageRef } from './customer-page-link.events';

export const NO_ACTIVE_LINK = 'This customer has no page link. Create one first.';

export interface CustomerPageLinkState {
  status: 'none' | 'active' | 'revoked';
  pinSealed: string | null;
}

/** pinSealed: a sealed new PIN, null for none, undefined to keep the link's (none on a first link). */
export type CustomerPageLinkCommand =
  | { type: 'IssueLink'; ref: CustomerPageRef; tokenHash: string; tokenSealed: string; pinSealed: string | null | undefined }
  | { type: 'ChangePin'; ref: CustomerPageRef; pinSealed: string | null }
  | { type: 'RevokeLink'; ref: CustomerPageRef };

const initialState: CustomerPageLinkState = { status: 'none', pinSealed: null };

function evolve(state: CustomerPageLinkState, event: CustomerPageLinkEvent): CustomerPageLinkState {
  switch (event.type) {
    case 'CustomerPageLinkIssued':
      return { status: 'active', pinSealed: event.data.pin_sealed };
    case 'CustomerPagePinChanged':
      return { ...state, pinSealed: event.data.pin_sealed };
    case 'CustomerPageLinkRevoked':
      return { ...state, status: 'revoked' };
  }
}

function decide(command: CustomerPageLinkCommand, state: CustomerPageLinkState): CustomerPageLinkEvent[] {
  switch (command.type) {
    case 'IssueLink': {
      // A revoked link's PIN does not come back with a new link unless asked for.
      const kept = state.status === 'active' ? state.pinSealed : null;
      const pin_sealed = command.pinSealed === undefined ? kept : command.pinSealed;
      return [
        {
          type: 'CustomerPageLinkIssued',
          data: { ...command.ref, token_hash: command.tokenHash, token_sealed: command.tokenSealed, pin_sealed },
        },
      ];
    }
    case 'ChangePin':
      if (state.status !== 'active') throw DomainError.notFound(NO_ACTIVE_LINK);
      // Turning off a PIN that is off changes nothing; a new PIN always replaces the old.
      if (command.pinSealed === null && state.pinSealed === null) return [];
      return [{ type: 'CustomerPagePinChanged', data: { ...command.ref, pin_sealed: command.pinSealed } }];
    case 'RevokeLink':
      if (state.status === 'none') throw DomainError.notFound(NO_ACTIVE_LINK);
      return state.status === 'revoked' ? [] : [{ type: 'CustomerPageLinkRevoked', data: command.ref }];
  }
}

/** One customer's page link: issued, rotated, its PIN on or off, revoked. */
export const customerPageLinkDecider: Decider<CustomerPageLinkState, CustomerPageLinkCommand, CustomerPageLinkEvent> = {
  initialState,
  evolve,
  decide,
};
