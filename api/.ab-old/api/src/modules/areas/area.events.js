"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AREA_EVENT_TYPES = exports.areaStreamId = void 0;
const areaStreamId = (areaId) => `area-${areaId}`;
exports.areaStreamId = areaStreamId;
exports.AREA_EVENT_TYPES = [
    'AreaCreated',
    'AreaChanged',
    'AreaActivated',
    'AreaDeactivated',
    'AreaDeleted',
    'EmployeeAssignedToArea',
];
//# sourceMappingURL=area.events.js.map