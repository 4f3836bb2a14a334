"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.holidayDecider = exports.HOLIDAY_TAKEN = exports.HOLIDAY_NOT_FOUND = void 0;
const domain_error_1 = require("../../platform/domain/domain-error");
exports.HOLIDAY_NOT_FOUND = 'Holiday not found.';
exports.HOLIDAY_TAKEN = 'This day is already a holiday of the plant.';
function evolve(state, event) {
    const holidays = new Map(state.holidays);
    if (event.type === 'PlantHolidayAdded')
        holidays.set(event.data.holiday_id, event.data.date);
    else
        holidays.delete(event.data.holiday_id);
    return { holidays };
}
function decide(command, state) {
    const ref = { plant_id: command.plantId, owner_id: command.ownerId, holiday_id: command.holidayId };
    switch (command.type) {
        case 'AddHoliday':
            if ([...state.holidays.values()].includes(command.date))
                throw domain_error_1.DomainError.field('date', exports.HOLIDAY_TAKEN);
            return [{ type: 'PlantHolidayAdded', data: { ...ref, date: command.date, reason: command.reason } }];
        case 'RemoveHoliday': {
            const date = state.holidays.get(command.holidayId);
            if (date === undefined)
                throw domain_error_1.DomainError.notFound(exports.HOLIDAY_NOT_FOUND);
            return [{ type: 'PlantHolidayRemoved', data: { ...ref, date } }];
        }
    }
}
/** A plant's holidays: days on which nobody is due. */
exports.holidayDecider = {
    initialState: { holidays: new Map() },
    evolve,
    decide,
};
//# sourceMappingURL=holiday.decider.js.map