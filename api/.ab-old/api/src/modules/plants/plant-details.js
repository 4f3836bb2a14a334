"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.plantDetailsFrom = plantDetailsFrom;
const plant_dto_1 = require("./plant.dto");
/**
 * The details to record: what the input gives, trimmed and with blank phones as none, and for
 * anything it leaves out, the plant's current value (or, for a new plant, the default rate).
 * The one place both the plants and the onboarding routes turn a request into PlantDetails.
 */
function plantDetailsFrom(input, current, defaultCanRate) {
    const secondary = input.phone_secondary !== undefined ? input.phone_secondary : input.secondary_phone;
    const rate = input.default_can_rate ?? current?.default_can_rate ?? defaultCanRate;
    return {
        name: input.name?.trim() ?? current?.name ?? '',
        address: input.address?.trim() ?? current?.address ?? '',
        phone: input.phone !== undefined ? (0, plant_dto_1.blankToNull)(input.phone) : (current?.phone ?? null),
        phone_secondary: secondary !== undefined ? (0, plant_dto_1.blankToNull)(secondary) : (current?.phone_secondary ?? null),
        default_can_rate: Number(rate).toFixed(2),
    };
}
//# sourceMappingURL=plant-details.js.map