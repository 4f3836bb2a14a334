"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.ProjectionRegistry = void 0;
const common_1 = require("@nestjs/common");
/** Every inline projection of every module, registered as modules start. */
let ProjectionRegistry = class ProjectionRegistry {
    projections = [];
    byEventType = new Map();
    /** Per event type, the projections that take it in bulk (InlineProjection#bulk). */
    inBulk = new Map();
    register(projection) {
        if (this.projections.some((p) => p.name === projection.name))
            return;
        this.projections.push(projection);
        for (const type of projection.handles) {
            this.byEventType.set(type, [...(this.byEventType.get(type) ?? []), projection]);
        }
        for (const type of projection.bulk?.handles ?? [])
            this.inBulk.set(type, (this.inBulk.get(type) ?? new Set()).add(projection));
    }
    /**
     * Every projection of `events`, in order, as `apply` one by one would leave them, but runs of
     * events a projection takes in bulk go to it as one call: held back until the run ends, which is
     * before any event that some projection applies one by one (so that one sees every earlier write).
     */
    async applyMany(events, tx) {
        const held = new Map();
        const release = async () => {
            for (const [projection, run] of held)
                await projection.bulk.apply(run, tx);
            held.clear();
        };
        for (const event of events) {
            const bulk = this.inBulk.get(event.type);
            for (const projection of this.for(event.type)) {
                if (bulk?.has(projection)) {
                    const run = held.get(projection);
                    if (run)
                        run.push(event);
                    else
                        held.set(projection, [event]);
                }
                else {
                    await release();
                    await projection.apply(event, tx);
                }
            }
        }
        await release();
    }
    all() {
        return this.projections;
    }
    for(eventType) {
        return this.byEventType.get(eventType) ?? [];
    }
    tables() {
        return this.projections.flatMap((p) => p.tables);
    }
    /** The business error a violated unique index of a read model stands for, if any. */
    errorForConstraint(constraint) {
        if (!constraint)
            return undefined;
        for (const projection of this.projections) {
            const make = projection.constraintErrors?.[constraint];
            if (make)
                return make();
        }
        return undefined;
    }
};
exports.ProjectionRegistry = ProjectionRegistry;
exports.ProjectionRegistry = ProjectionRegistry = __decorate([
    (0, common_1.Injectable)()
], ProjectionRegistry);
//# sourceMappingURL=projection-registry.js.map