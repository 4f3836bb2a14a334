"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ResolveOwnedPlantHandler = exports.ResolveOwnedPlantQuery = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const plant_queries_1 = require("./plant.queries");
/**
 * `filter_plant_id` as sent (which must be one of the caller's plants, else 403), or, when absent,
 * the owner's default plant, else their first. With `namedOnly`, no plant when none is named.
 */
class ResolveOwnedPlantQuery {
    ownerId;
    rawPlantId;
    namedOnly;
    constructor(ownerId, rawPlantId, namedOnly = false) {
        this.ownerId = ownerId;
        this.rawPlantId = rawPlantId;
        this.namedOnly = namedOnly;
    }
}
exports.ResolveOwnedPlantQuery = ResolveOwnedPlantQuery;
/** A plant's owner never changes and plants are never deleted, so an answer holds for good. */
const MAX_REMEMBERED = 200_000;
/**
 * On every plant-scoped request, so it is kept to at most one prepared statement and, for a
 * named plant seen before, none: the plant → owner pairs it has read are remembered.
 */
let ResolveOwnedPlantHandler = class ResolveOwnedPlantHandler {
    sql;
    ownerOf = new Map();
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ ownerId, rawPlantId, namedOnly }) {
        const named = rawPlantId !== undefined && rawPlantId !== null && rawPlantId !== '';
        if (!named)
            return namedOnly ? null : this.defaultPlant(ownerId);
        const plantId = (0, plant_queries_1.parsePlantId)(rawPlantId);
        // A plant that does not exist and one of another owner answer alike: nothing to learn by probing ids.
        if ((await this.ownerOfPlant(plantId)) !== ownerId)
            throw domain_error_1.DomainError.forbidden(plant_queries_1.UNAUTHORIZED_PLANT, 'UNAUTHORIZED_PLANT_ACCESS');
        return { id: plantId };
    }
    async ownerOfPlant(plantId) {
        const known = this.ownerOf.get(plantId);
        if (known !== undefined)
            return known;
        const row = await this.sql.one(`SELECT owner_id FROM plants WHERE id = $1`, [plantId]);
        if (!row)
            return undefined;
        if (this.ownerOf.size >= MAX_REMEMBERED)
            this.ownerOf.clear();
        this.ownerOf.set(plantId, Number(row.owner_id));
        return Number(row.owner_id);
    }
    async defaultPlant(ownerId) {
        const row = await this.sql.one(`SELECT id FROM plants WHERE owner_id = $1 ORDER BY is_default DESC, id LIMIT 1`, [
            ownerId,
        ]);
        if (!row)
            throw new domain_error_1.DomainError('validation', plant_queries_1.NO_PLANT_CONTEXT, { code: plant_queries_1.NO_PLANTS_CREATED, errors: { filter_plant_id: [plant_queries_1.NO_PLANT_CONTEXT] } });
        return { id: Number(row.id) };
    }
};
exports.ResolveOwnedPlantHandler = ResolveOwnedPlantHandler;
exports.ResolveOwnedPlantHandler = ResolveOwnedPlantHandler = __decorate([
    (0, cqrs_1.QueryHandler)(ResolveOwnedPlantQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], ResolveOwnedPlantHandler);
//# sourceMappingURL=owned-plant.query.js.map