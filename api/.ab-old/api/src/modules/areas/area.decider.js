"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.areaDecider = exports.AREA_HAS_DEPENDENCIES = exports.AREA_NOT_FOUND = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
exports.AREA_NOT_FOUND = 'Area not found.';
exports.AREA_HAS_DEPENDENCIES = 'AREA_HAS_DEPENDENCIES';
const initialState = { status: 'none', ref: null, name: '', description: '', isActive: false, employeeIds: new Set() };
function evolve(state, event) {
    switch (event.type) {
        case 'AreaCreated': {
            const { area_id, plant_id, owner_id, name, description } = event.data;
            return { ...state, status: 'open', ref: { area_id, plant_id, owner_id }, name, description, isActive: true };
        }
        case 'AreaChanged':
            return { ...state, name: event.data.name, description: event.data.description };
        case 'AreaActivated':
        case 'AreaDeactivated':
            return { ...state, isActive: event.type === 'AreaActivated' };
        case 'AreaDeleted':
            return { ...state, status: 'deleted' };
        case 'EmployeeAssignedToArea':
            return { ...state, employeeIds: new Set([...state.employeeIds, event.data.employee_id]) };
    }
}
function plural(count, word) {
    return `${count} ${word}${count === 1 ? '' : 's'}`;
}
function decide(command, state) {
    if (command.type === 'CreateArea') {
        if (state.status !== 'none')
            throw domain_error_1.DomainError.conflict('This area already exists.');
        const ref = { area_id: command.areaId, plant_id: command.plantId, owner_id: command.ownerId };
        return [{ type: 'AreaCreated', data: { ...ref, name: command.name, description: command.description } }];
    }
    if (state.status !== 'open' || !state.ref)
        throw domain_error_1.DomainError.notFound(exports.AREA_NOT_FOUND);
    const ref = state.ref;
    switch (command.type) {
        case 'ChangeArea':
            if (command.name === state.name && command.description === state.description)
                return [];
            return [{ type: 'AreaChanged', data: { ...ref, name: command.name, description: command.description } }];
        case 'ToggleAreaStatus':
            return [{ type: state.isActive ? 'AreaDeactivated' : 'AreaActivated', data: ref }];
        case 'DeleteArea': {
            const { customersCount, dailyEntriesCount } = command;
            if (customersCount > 0 || dailyEntriesCount > 0) {
                throw new domain_error_1.DomainError('validation', `Cannot delete this area: it has ${plural(customersCount, 'customer')} and ${plural(dailyEntriesCount, 'daily entry').replace('entrys', 'entries')}. ` +
                    'Move or remove them first, or deactivate the area instead.', { code: exports.AREA_HAS_DEPENDENCIES, data: { customers_count: customersCount, daily_entries_count: dailyEntriesCount } });
            }
            return [{ type: 'AreaDeleted', data: ref }];
        }
        case 'AssignEmployee':
            return state.employeeIds.has(command.employeeId)
                ? []
                : [{ type: 'EmployeeAssignedToArea', data: { ...ref, employee_id: command.employeeId } }];
    }
}
/** One delivery area of one plant: name, activity, deletion, who serves it. */
exports.areaDecider = { initialState, evolve, decide };
//# sourceMappingURL=area.decider.js.map