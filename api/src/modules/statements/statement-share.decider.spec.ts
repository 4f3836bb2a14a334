import { givenDecider } from '../../platform/event-store/decider.testing';
import { MAX_ANSWERS, SHARE_EXPIRED_CODE, SHARE_REVOKED_CODE, statementShareDecider } from './statement-share.decider';
import { StatementShareEvent } from './statement-share.events';

const given = givenDecider(statementShareDecider);
const ref = { share_id: 3, owner_id: 1, plant_id: 2, customer_id: 9 };
const made = new Date('2026-11-24T10:00:00.000Z');
const shared: StatementShareEvent = {
  type: 'StatementShared',
  data: { ...ref, month: '2026-10', token_hash: 'abc', expires_at: '2027-01-23T10:00:00.000Z' },
};
const answer = (now: Date) => ({ type: 'AnswerShare' as const, answer: 'correct' as const, message: null, now });

describe('statement share decider', () => {
  it('makes a link that expires 60 days after it was made, once', () => {
    given().when({ type: 'ShareStatement', ref, month: '2026-10', tokenHash: 'abc', now: made }).then([shared]);
    given(shared).when({ type: 'ShareStatement', ref, month: '2026-10', tokenHash: 'abc', now: made }).thenThrows('conflict');
  });

  it('takes answers while the link is open, not after it expired or was revoked', () => {
    given(shared)
      .when({ type: 'AnswerShare', answer: 'question', message: 'Why 5 cans on the 3rd?', now: made })
      .then([{ type: 'StatementShareAnswered', data: { ...ref, answer: 'question', message: 'Why 5 cans on the 3rd?' } }]);
    given(shared)
      .when(answer(new Date('2027-01-23T10:00:00.000Z')))
      .thenThrows(SHARE_EXPIRED_CODE);
    const revoked: StatementShareEvent = { type: 'StatementShareRevoked', data: ref };
    given(shared, revoked).when(answer(made)).thenThrows(SHARE_REVOKED_CODE);
    const answered: StatementShareEvent = { type: 'StatementShareAnswered', data: { ...ref, answer: 'correct', message: null } };
    given(shared, ...Array.from({ length: MAX_ANSWERS }, () => answered))
      .when(answer(made))
      .thenThrows('validation');
  });

  it('revokes once; revoking again changes nothing; an unknown link is not found', () => {
    given(shared)
      .when({ type: 'RevokeShare' })
      .then([{ type: 'StatementShareRevoked', data: ref }]);
    given(shared, { type: 'StatementShareRevoked', data: ref }).when({ type: 'RevokeShare' }).thenNothing();
    given().when({ type: 'RevokeShare' }).thenThrows('not_found');
  });

  it('marks a link sent once; a revoked link is not sent', () => {
    const sent: StatementShareEvent = { type: 'StatementShareSent', data: { ...ref, channel: 'whatsapp' } };
    given(shared).when({ type: 'MarkShareSent' }).then([sent]);
    given(shared, sent).when({ type: 'MarkShareSent' }).thenNothing();
    given(shared, { type: 'StatementShareRevoked', data: ref }).when({ type: 'MarkShareSent' }).thenThrows(SHARE_REVOKED_CODE);
    given().when({ type: 'MarkShareSent' }).thenThrows('not_found');
  });
});
