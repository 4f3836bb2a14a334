import { givenDecider } from '../../platform/event-store/decider.testing';
import { areaDecider } from './area.decider';
import { AreaEvent } from './area.events';

const given = givenDecider(areaDecider);
const ref = { area_id: 3, plant_id: 2, owner_id: 1 };
const created: AreaEvent = { type: 'AreaCreated', data: { ...ref, name: 'Gulberg', description: 'Main' } };
const deleted: AreaEvent = { type: 'AreaDeleted', data: ref };

describe('area decider', () => {
  it('creates an area once', () => {
    given().when({ type: 'CreateArea', areaId: 3, plantId: 2, ownerId: 1, name: 'Gulberg', description: 'Main' }).then([created]);
    given(created).when({ type: 'CreateArea', areaId: 3, plantId: 2, ownerId: 1, name: 'x', description: 'y' }).thenThrows('conflict');
  });

  it('records only real changes, and toggles between active and inactive', () => {
    given(created).when({ type: 'ChangeArea', name: 'Gulberg', description: 'Main' }).thenNothing();
    given(created)
      .when({ type: 'ToggleAreaStatus' })
      .then([{ type: 'AreaDeactivated', data: ref }]);
    given(created, { type: 'AreaDeactivated', data: ref })
      .when({ type: 'ToggleAreaStatus' })
      .then([{ type: 'AreaActivated', data: ref }]);
  });

  it('refuses to delete an area with customers or daily entries, with the counts', () => {
    given(created).when({ type: 'DeleteArea', customersCount: 0, dailyEntriesCount: 0 }).then([deleted]);
    given(created)
      .when({ type: 'DeleteArea', customersCount: 1, dailyEntriesCount: 3 })
      .thenThrows({
        code: 'AREA_HAS_DEPENDENCIES',
        options: expect.objectContaining({ data: { customers_count: 1, daily_entries_count: 3 } }),
      });
  });

  it('assigns an employee once, and nothing on a deleted area', () => {
    const assigned: AreaEvent = { type: 'EmployeeAssignedToArea', data: { ...ref, employee_id: 9 } };
    given(created).when({ type: 'AssignEmployee', employeeId: 9 }).then([assigned]);
    given(created, assigned).when({ type: 'AssignEmployee', employeeId: 9 }).thenNothing();
    given(created, deleted).when({ type: 'AssignEmployee', employeeId: 9 }).thenThrows('not_found');
  });
});
