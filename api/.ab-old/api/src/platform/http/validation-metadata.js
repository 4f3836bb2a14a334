"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.keepValidationMetadata = keepValidationMetadata;
const class_validator_1 = require("class-validator");
let kept = false;
/**
 * class-validator finds the rules of every object it validates by filtering every rule of the app
 * and testing the object's class against every decorated class (`instanceof`, for inherited
 * rules): a sheet of 150 entries did that 151 times, about a twentieth of the API's time for a
 * save (a CPU profile). A class's rules are all registered by its decorators when the class is
 * defined, before any object of it can be validated, and a parent is defined before its children,
 * so the answer for a class and a set of options never changes: it is looked up once and kept.
 * The callers only read the list they are given.
 */
function keepValidationMetadata() {
    if (kept)
        return;
    kept = true;
    const storage = (0, class_validator_1.getMetadataStorage)();
    const lookUp = storage.getTargetValidationMetadatas.bind(storage);
    const byTarget = new Map();
    storage.getTargetValidationMetadatas = (target, schema, always, strictGroups, groups) => {
        const options = `${schema}\u0000${always}\u0000${strictGroups}\u0000${(groups ?? []).join('\u0001')}`;
        let forTarget = byTarget.get(target);
        if (!forTarget)
            byTarget.set(target, (forTarget = new Map()));
        let rules = forTarget.get(options);
        if (!rules)
            forTarget.set(options, (rules = lookUp(target, schema, always, strictGroups, groups)));
        return rules;
    };
}
//# sourceMappingURL=validation-metadata.js.map