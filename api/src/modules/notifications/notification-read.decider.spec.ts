import { givenDecider } from '../../platform/event-store/decider.testing';
import { notificationReadDecider } from './notification-read.decider';

const given = givenDecider(notificationReadDecider);
const read = (...keys: string[]) => ({ type: 'NotificationsRead' as const, data: { owner_id: 4, keys } });
const mark = (...keys: string[]) => ({ type: 'MarkNotificationsRead' as const, ownerId: 4, keys });

describe('notification read decider', () => {
  it('records the keys not read before, each once', () => {
    given()
      .when(mark('a', 'b', 'a'))
      .then([read('a', 'b')]);
    given(read('a'))
      .when(mark('a', 'c'))
      .then([read('c')]);
  });

  it('records nothing when every key was read already', () => {
    given(read('a', 'b')).when(mark('b', 'a')).thenNothing();
  });
});
