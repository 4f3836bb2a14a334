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
exports.SETTINGS_QUERY_HANDLERS = exports.GetSystemSettingsHandler = exports.GetSystemSettingsQuery = void 0;
exports.isOn = isOn;
exports.toSettingsView = toSettingsView;
const cqrs_1 = require("@nestjs/cqrs");
const typeorm_1 = require("typeorm");
const settings_events_1 = require("./settings.events");
/** `true`, `1` and `'1'` (and `'true'`) all mean on, as older clients send them. */
function isOn(value) {
    return value === true || value === 1 || value === '1' || value === 'true';
}
/** The settings as the console reads them, each missing key at its fallback. */
function toSettingsView(values) {
    const currency = { ...settings_events_1.CURRENCY_SETTING_DEFAULTS };
    for (const key of Object.keys(settings_events_1.CURRENCY_SETTING_DEFAULTS)) {
        const stored = values[`currency.${key}`];
        if (stored !== undefined)
            currency[key] = stored;
    }
    const onboarding = values[settings_events_1.ONBOARDING_ENABLED_KEY];
    return { app: { onboarding_enabled: onboarding === undefined ? true : isOn(onboarding) }, currency };
}
/** Every system setting (exported: onboarding reads the switch, currencies the rate schedule). */
class GetSystemSettingsQuery {
}
exports.GetSystemSettingsQuery = GetSystemSettingsQuery;
let GetSystemSettingsHandler = class GetSystemSettingsHandler {
    dataSource;
    constructor(dataSource) {
        this.dataSource = dataSource;
    }
    async execute() {
        const rows = await this.dataSource.query(`SELECT key, value FROM system_settings`);
        return toSettingsView(Object.fromEntries(rows.map((row) => [row.key, row.value])));
    }
};
exports.GetSystemSettingsHandler = GetSystemSettingsHandler;
exports.GetSystemSettingsHandler = GetSystemSettingsHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetSystemSettingsQuery),
    __metadata("design:paramtypes", [typeorm_1.DataSource])
], GetSystemSettingsHandler);
exports.SETTINGS_QUERY_HANDLERS = [GetSystemSettingsHandler];
//# sourceMappingURL=settings.queries.js.map