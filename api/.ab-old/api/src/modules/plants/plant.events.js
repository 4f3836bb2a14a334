"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PLANT_EVENT_TYPES = exports.DEFAULT_PLANT_CALENDAR = exports.plantCode = exports.plantPortfolioStreamId = void 0;
/**
 * One stream per owner holds every plant of that owner (`plant-portfolio-{ownerId}`): the plant
 * limit and "exactly one default plant" are rules across an owner's plants, and one stream
 * makes them hold under concurrent commands (a stale version is retried, never overwritten).
 */
const plantPortfolioStreamId = (ownerId) => `plant-portfolio-${ownerId}`;
exports.plantPortfolioStreamId = plantPortfolioStreamId;
/** Generated from the plant id, so unique by construction (and by a unique index). */
const plantCode = (plantId) => `FP-${String(plantId).padStart(5, '0')}`;
exports.plantCode = plantCode;
exports.DEFAULT_PLANT_CALENDAR = { time_zone: 'Asia/Karachi', lock_period_days: 35 };
exports.PLANT_EVENT_TYPES = [
    'PlantRegistered',
    'PlantDetailsChanged',
    'PlantCalendarSet',
    'PlantPaymentDetailsSet',
    'PlantLocationSet',
    'PlantLocationRemoved',
    'PlantActivated',
    'PlantDeactivated',
    'DefaultPlantChanged',
];
//# sourceMappingURL=plant.events.js.map