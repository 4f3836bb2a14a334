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
exports.ONBOARDING_QUERY_HANDLERS = exports.PlantStaffingHandler = exports.PlantStaffingQuery = exports.OnboardingProgressHandler = exports.OnboardingProgressQuery = exports.OnboardingStatusHandler = exports.OnboardingStatusQuery = exports.OnboardingEnabledHandler = exports.OnboardingEnabledQuery = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const settings_queries_1 = require("../settings/settings.queries");
const settings_events_1 = require("../settings/settings.events");
const onboarding_events_1 = require("./onboarding.events");
/** First login (docs/product.md#constants): not yet marked completed, or the account is under an hour old and has no plants. */
const FIRST_LOGIN_WINDOW_MS = 60 * 60 * 1000;
const ONBOARDING_URL = '/filter-owner/onboarding';
const WORK_STEPS = ['plant', 'areas', 'employees', 'assignments'];
const MISSING_LABELS = {
    plant: 'Create Filter Plant',
    areas: 'Add Areas',
    employees: 'Add Employees',
    assignments: 'Assign Employees to Areas',
};
/** The super admin's switch: a missing row means enabled. */
async function onboardingEnabled(dataSource) {
    const [row] = await dataSource.query(`SELECT value FROM system_settings WHERE key = $1`, [settings_events_1.ONBOARDING_ENABLED_KEY]);
    return row ? (0, settings_queries_1.isOn)(row.value) : true;
}
class OnboardingEnabledQuery {
}
exports.OnboardingEnabledQuery = OnboardingEnabledQuery;
let OnboardingEnabledHandler = class OnboardingEnabledHandler {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    execute() {
        return onboardingEnabled(this.dataSource);
    }
};
exports.OnboardingEnabledHandler = OnboardingEnabledHandler;
exports.OnboardingEnabledHandler = OnboardingEnabledHandler = __decorate([
    (0, cqrs_1.QueryHandler)(OnboardingEnabledQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], OnboardingEnabledHandler);
async function loadProgress(dataSource, ownerId) {
    const [row] = await dataSource.query(`SELECT * FROM onboarding_progress WHERE owner_id = $1`, [ownerId]);
    return row ?? null;
}
class OnboardingStatusQuery {
    ownerId;
    constructor(ownerId) {
        this.ownerId = ownerId;
    }
}
exports.OnboardingStatusQuery = OnboardingStatusQuery;
/** Section 3's status model, computed from the plants, areas, employees and assignments recorded. */
let OnboardingStatusHandler = class OnboardingStatusHandler {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ ownerId }) {
        const [plants, progress, [user], enabled] = await Promise.all([
            this.dataSource.query(`SELECT p.id, p.name, p.code, p.is_active, p.is_default,
                EXISTS (SELECT 1 FROM areas a WHERE a.plant_id = p.id) AS has_areas,
                EXISTS (SELECT 1 FROM employees e WHERE e.plant_id = p.id) AS has_employees,
                EXISTS (SELECT 1 FROM area_employees ae WHERE ae.plant_id = p.id) AS employees_assigned
           FROM plants p WHERE p.owner_id = $1 ORDER BY p.is_default DESC, p.id`, [ownerId]),
            loadProgress(this.dataSource, ownerId),
            this.dataSource.query(`SELECT created_at, first_login_completed FROM users WHERE id = $1`, [ownerId]),
            onboardingEnabled(this.dataSource),
        ]);
        const doneCount = (p) => [p.has_areas, p.has_employees, p.employees_assigned].filter(Boolean).length;
        // The plant furthest along decides: one fully set-up plant means nothing is missing.
        const best = plants.reduce((top, p) => (!top || doneCount(p) > doneCount(top) ? p : top), null);
        const marked = new Set(progress?.completed_steps ?? []);
        const steps = {
            plant_created: plants.length > 0,
            areas_added: Boolean(best?.has_areas) || (plants.length > 0 && marked.has('areas')),
            employees_added: Boolean(best?.has_employees) || (plants.length > 0 && marked.has('employees')),
            assignments_made: Boolean(best?.employees_assigned) || (plants.length > 0 && marked.has('assignments')),
        };
        const flags = {
            plant: steps.plant_created,
            areas: steps.areas_added,
            employees: steps.employees_added,
            assignments: steps.assignments_made,
        };
        const missing = WORK_STEPS.filter((step) => !flags[step]);
        const isComplete = Boolean(progress?.is_completed) || missing.length === 0;
        const nextStep = isComplete ? 'complete' : missing[0];
        const createdAt = user ? new Date(user.created_at).getTime() : 0;
        const isFirstLogin = Boolean(user) && (!user.first_login_completed || (Date.now() - createdAt < FIRST_LOGIN_WINDOW_MS && plants.length === 0));
        const shouldRedirect = enabled && !isComplete;
        return {
            is_complete: isComplete,
            next_step: nextStep,
            next_step_index: onboarding_events_1.ONBOARDING_STEPS.indexOf(nextStep),
            progress_percentage: isComplete ? 100 : Math.round(((WORK_STEPS.length - missing.length) / WORK_STEPS.length) * 100),
            has_plants: plants.length > 0,
            steps,
            // Section 4: with no plant only the plant is named; otherwise what the furthest plant lacks.
            missing_steps: isComplete ? [] : plants.length === 0 ? [MISSING_LABELS.plant] : missing.map((step) => MISSING_LABELS[step]),
            plants: plants.map((p) => ({
                id: Number(p.id),
                name: p.name,
                code: p.code,
                is_active: p.is_active,
                is_default: p.is_default,
                has_areas: p.has_areas,
                has_employees: p.has_employees,
                employees_assigned: p.employees_assigned,
                progress_data: { plantId: Number(p.id) },
            })),
            // The plant the wizard works on: the one it created, else the furthest along.
            progress_data: { plantId: progress?.plant_id ? Number(progress.plant_id) : best ? Number(best.id) : null },
            is_first_login: isFirstLogin,
            onboarding_enabled: enabled,
            should_redirect: shouldRedirect,
            redirect_url: shouldRedirect ? ONBOARDING_URL : null,
            completed_at: progress?.completed_at ? new Date(progress.completed_at).toISOString() : null,
        };
    }
};
exports.OnboardingStatusHandler = OnboardingStatusHandler;
exports.OnboardingStatusHandler = OnboardingStatusHandler = __decorate([
    (0, cqrs_1.QueryHandler)(OnboardingStatusQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], OnboardingStatusHandler);
class OnboardingProgressQuery {
    ownerId;
    constructor(ownerId) {
        this.ownerId = ownerId;
    }
}
exports.OnboardingProgressQuery = OnboardingProgressQuery;
/** The saved wizard drafts, and the plant the wizard works on (its own, else the default, else the first). */
let OnboardingProgressHandler = class OnboardingProgressHandler {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ ownerId }) {
        const progress = await loadProgress(this.dataSource, ownerId);
        const [plant] = await this.dataSource.query(`SELECT id FROM plants WHERE owner_id = $1 ORDER BY (id = $2) DESC, is_default DESC, id LIMIT 1`, [ownerId, progress?.plant_id ?? null]);
        const step = progress?.current_step ?? 'plant';
        return {
            current_step: step,
            step_index: onboarding_events_1.ONBOARDING_STEPS.indexOf(step),
            data: progress?.data ?? {},
            completed_steps: progress?.completed_steps ?? [],
            plant_id: plant ? Number(plant.id) : null,
            is_completed: progress?.is_completed ?? false,
            updated_at: progress ? new Date(progress.updated_at).toISOString() : null,
        };
    }
};
exports.OnboardingProgressHandler = OnboardingProgressHandler;
exports.OnboardingProgressHandler = OnboardingProgressHandler = __decorate([
    (0, cqrs_1.QueryHandler)(OnboardingProgressQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], OnboardingProgressHandler);
/** How many areas and employees a plant has: the assignment step needs both. */
class PlantStaffingQuery {
    plantId;
    constructor(plantId) {
        this.plantId = plantId;
    }
}
exports.PlantStaffingQuery = PlantStaffingQuery;
let PlantStaffingHandler = class PlantStaffingHandler {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute({ plantId }) {
        const [row] = await this.dataSource.query(`SELECT (SELECT count(*)::int FROM areas WHERE plant_id = $1) AS areas, (SELECT count(*)::int FROM employees WHERE plant_id = $1) AS employees`, [plantId]);
        return row;
    }
};
exports.PlantStaffingHandler = PlantStaffingHandler;
exports.PlantStaffingHandler = PlantStaffingHandler = __decorate([
    (0, cqrs_1.QueryHandler)(PlantStaffingQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], PlantStaffingHandler);
exports.ONBOARDING_QUERY_HANDLERS = [
    OnboardingEnabledHandler,
    OnboardingStatusHandler,
    OnboardingProgressHandler,
    PlantStaffingHandler,
];
//# sourceMappingURL=onboarding.queries.js.map