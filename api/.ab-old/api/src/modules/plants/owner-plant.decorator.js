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
exports.NamedOwnerPlant = exports.OwnerPlant = exports.ResolveOwnerPlantPipe = void 0;
exports.namedPlantId = namedPlantId;
const common_1 = require("@nestjs/common");
const cqrs_1 = require("@nestjs/cqrs");
const owned_plant_query_1 = require("./owned-plant.query");
/**
 * The plant a call names: `filter_plant_id`, or `tenant_filter_plant_id`, the alias the product's
 * published client may send instead (docs/decisions.md#plants). Read here and nowhere else.
 */
function namedPlantId(query) {
    return query?.filter_plant_id ?? query?.tenant_filter_plant_id;
}
const plantReference = (0, common_1.createParamDecorator)((named, context) => {
    const request = context.switchToHttp().getRequest();
    return { ownerId: request.caller.id, raw: namedPlantId(request.query), named };
});
/** Resolves the reference to one of the caller's plants: 403 for another owner's plant. */
let ResolveOwnerPlantPipe = class ResolveOwnerPlantPipe {
    queries;
    constructor(queries) {
        this.queries = queries;
    }
    transform({ ownerId, raw, named }) {
        return this.queries.execute(new owned_plant_query_1.ResolveOwnedPlantQuery(ownerId, raw, named));
    }
};
exports.ResolveOwnerPlantPipe = ResolveOwnerPlantPipe;
exports.ResolveOwnerPlantPipe = ResolveOwnerPlantPipe = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [cqrs_1.QueryBus])
], ResolveOwnerPlantPipe);
/**
 * The plant a plant-scoped call works on: the one it names (which must be the caller's, else 403
 * "Unauthorized plant access…"), else the owner's default plant, else their first.
 */
const OwnerPlant = () => plantReference(false, ResolveOwnerPlantPipe);
exports.OwnerPlant = OwnerPlant;
/** The plant the call names, checked as above; null when it names none (the record's own plant then decides). */
const NamedOwnerPlant = () => plantReference(true, ResolveOwnerPlantPipe);
exports.NamedOwnerPlant = NamedOwnerPlant;
//# sourceMappingURL=owner-plant.decorator.js.map