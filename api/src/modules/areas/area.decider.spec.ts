import { fold } from '../../platform/event-store/decider';
import { AreaCommand, areaDecider } from './area.decider';
import { AreaEvent } from './area.events';

const ref = { area_id: 3, plant_id: 2, owner_id: 1 };
const created: AreaEvent = { type: 'AreaCreated', data: { ...ref, name: 'Gulberg', description: 'Main' } };
const decide = (past: AreaEvent[], command: AreaCommand) => () => areaDecider.decide(command, fold(areaDecider, past));

describe('area decider', () => {
  it('creates an area once', () => {
    expect(decide([], { type: 'CreateArea', areaId: 3, plantId: 2, ownerId: 1, name: 'Gulberg', description: 'Main' })()).toEqual([
      created,
    ]);
    expect(decide([created], { type: 'CreateArea', areaId: 3, plantId: 2, ownerId: 1, name: 'x', description: 'y' })).toThrow(
      expect.objectContaining({ category: 'conflict' }),
    );
  });

  it('records only real changes, and toggles between active and inactive', () => {
    expect(decide([created], { type: 'ChangeArea', name: 'Gulberg', description: 'Main' })()).toEqual([]);
    expect(decide([created], { type: 'ToggleAreaStatus' })()).toEqual([{ type: 'AreaDeactivated', data: ref }]);
    expect(decide([created, { type: 'AreaDeactivated', data: ref }], { type: 'ToggleAreaStatus' })()).toEqual([
      { type: 'AreaActivated', data: ref },
    ]);
  });

  it('refuses to delete an area with customers or daily entries, with the counts', () => {
    expect(decide([created], { type: 'DeleteArea', customersCount: 0, dailyEntriesCount: 0 })()).toEqual([
      { type: 'AreaDeleted', data: ref },
    ]);
    expect(decide([created], { type: 'DeleteArea', customersCount: 1, dailyEntriesCount: 3 })).toThrow(
      expect.objectContaining({
        code: 'AREA_HAS_DEPENDENCIES',
        options: expect.objectContaining({ data: { customers_count: 1, daily_entries_count: 3 } }),
      }),
    );
  });

  it('assigns an employee once, and nothing on a deleted area', () => {
    const assigned: AreaEvent = { type: 'EmployeeAssignedToArea', data: { ...ref, employee_id: 9 } };
    expect(decide([created], { type: 'AssignEmployee', employeeId: 9 })()).toEqual([assigned]);
    expect(decide([created, assigned], { type: 'AssignEmployee', employeeId: 9 })()).toEqual([]);
    expect(decide([created, { type: 'AreaDeleted', data: ref }], { type: 'AssignEmployee', employeeId: 9 })).toThrow(
      expect.objectContaining({ category: 'not_found' }),
    );
  });
});
