"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.UpcasterRegistry = void 0;
class UpcasterRegistry {
    byType = new Map();
    /** Registers the step that turns a payload of `fromVersion` into `fromVersion + 1`. */
    register(eventType, fromVersion, upcast) {
        const steps = this.byType.get(eventType) ?? new Map();
        if (steps.has(fromVersion))
            throw new Error(`Upcaster for ${eventType} v${fromVersion} is registered twice`);
        steps.set(fromVersion, upcast);
        this.byType.set(eventType, steps);
    }
    /** The version new events of this type are written with. */
    currentVersion(eventType) {
        const steps = this.byType.get(eventType);
        return steps ? Math.max(...steps.keys()) + 1 : 1;
    }
    upcast(eventType, schemaVersion, data) {
        const steps = this.byType.get(eventType);
        let version = schemaVersion;
        let payload = data;
        for (let step = steps?.get(version); step; step = steps?.get(version)) {
            payload = step(payload);
            version += 1;
        }
        return { schemaVersion: version, data: payload };
    }
}
exports.UpcasterRegistry = UpcasterRegistry;
//# sourceMappingURL=upcasters.js.map