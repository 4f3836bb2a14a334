"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.OWNER_PACKAGE_EVENT_TYPES = exports.PLAN_EVENT_TYPES = exports.ownerPackageStreamId = exports.planStreamId = void 0;
const planStreamId = (planId) => `subscription-plan-${planId}`;
exports.planStreamId = planStreamId;
const ownerPackageStreamId = (ownerId) => `owner-package-${ownerId}`;
exports.ownerPackageStreamId = ownerPackageStreamId;
exports.PLAN_EVENT_TYPES = [
    'SubscriptionPlanCreated',
    'SubscriptionPlanChanged',
    'SubscriptionPlanRetired',
    'SubscriptionPlanReinstated',
];
exports.OWNER_PACKAGE_EVENT_TYPES = ['PackageSelected', 'PackageChanged'];
//# sourceMappingURL=plan.events.js.map