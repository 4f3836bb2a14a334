"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PLANT_SOURCES_STAMP = void 0;
const plant_marks_1 = require("../../platform/event-store/plant-marks");
const customer_queries_1 = require("../customers/customer.queries");
/**
 * What a plant's reports and dashboard are read from, as of the statement ($1 the plant): the
 * customers' mark (every ledger movement, so the day totals, entries, collections and open debits
 * move with it), the expenses' and the rider day closes' marks, and the versions of the plant's
 * areas, riders and plant row (names, time zone). Equal stamps, equal answers for the same request
 * on the same plant day.
 */
exports.PLANT_SOURCES_STAMP = `${customer_queries_1.PLANT_STAMP}
  || '/' || ${(0, plant_marks_1.plantMarkVersion)('expense_plant_marks')} || '/' || ${(0, plant_marks_1.plantMarkVersion)('rider_day_plant_marks')}`;
//# sourceMappingURL=plant-sources.js.map