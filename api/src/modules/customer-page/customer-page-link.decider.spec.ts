import { givenDecider } from '../../platform/event-store/decider.testing';
import { customerPageLinkDecider } from './customer-page-link.decider';
import { CustomerPageLinkEvent } from './customer-page-link.events';

const given = givenDecider(customerPageLinkDecider);
const ref = { owner_id: 1, plant_id: 2, customer_id: 9 };
const issued = (pin: string | null, hash = 'h1'): CustomerPageLinkEvent => ({
  type: 'CustomerPageLinkIssued',
  data: { ...ref, token_hash: hash, token_sealed: `v1.${hash}`, pin_sealed: pin },
});
const issue = (pinSealed: string | null | undefined) => ({
  type: 'IssueLink' as const,
  ref,
  tokenHash: 'h2',
  tokenSealed: 'v1.h2',
  pinSealed,
});

describe('customer page link decider', () => {
  it('issues a link, and a new one keeps the PIN unless told otherwise', () => {
    given()
      .when(issue(undefined))
      .then([issued(null, 'h2')]);
    given(issued('v1.pin'))
      .when(issue(undefined))
      .then([issued('v1.pin', 'h2')]);
    given(issued('v1.pin'))
      .when(issue(null))
      .then([issued(null, 'h2')]);
    // A revoked link's PIN does not come back with the next link.
    given(issued('v1.pin'), { type: 'CustomerPageLinkRevoked', data: ref })
      .when(issue(undefined))
      .then([issued(null, 'h2')]);
  });

  it('changes the PIN of an active link only', () => {
    given(issued(null))
      .when({ type: 'ChangePin', ref, pinSealed: 'v1.new' })
      .then([{ type: 'CustomerPagePinChanged', data: { ...ref, pin_sealed: 'v1.new' } }]);
    given(issued(null)).when({ type: 'ChangePin', ref, pinSealed: null }).thenNothing();
    given().when({ type: 'ChangePin', ref, pinSealed: 'v1.new' }).thenThrows('not_found');
    given(issued(null), { type: 'CustomerPageLinkRevoked', data: ref })
      .when({ type: 'ChangePin', ref, pinSealed: null })
      .thenThrows('not_found');
  });

  it('revokes once; revoking again changes nothing', () => {
    given(issued(null))
      .when({ type: 'RevokeLink', ref })
      .then([{ type: 'CustomerPageLinkRevoked', data: ref }]);
    given(issued(null), { type: 'CustomerPageLinkRevoked', data: ref }).when({ type: 'RevokeLink', ref }).thenNothing();
    given().when({ type: 'RevokeLink', ref }).thenThrows('not_found');
  });
});
