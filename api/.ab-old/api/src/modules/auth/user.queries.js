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
exports.USER_QUERY_HANDLERS = exports.GetUserHandler = exports.GetUserQuery = void 0;
const cqrs_1 = require("@nestjs/cqrs");
const sql_1 = require("../../platform/database/sql");
const domain_error_1 = require("../../platform/domain/domain-error");
const user_projection_1 = require("./user.projection");
class GetUserQuery {
    userId;
    constructor(userId) {
        this.userId = userId;
    }
}
exports.GetUserQuery = GetUserQuery;
let GetUserHandler = class GetUserHandler {
    sql;
    constructor(sql) {
        this.sql = sql;
    }
    async execute({ userId }) {
        const row = await this.sql.one(`SELECT id, name, email, role, is_active, created_at, first_login_completed, language, digits, phone, employee_id FROM users WHERE id = $1`, [userId]);
        if (!row)
            throw domain_error_1.DomainError.notFound('User not found.');
        return (0, user_projection_1.toUserView)(row);
    }
};
exports.GetUserHandler = GetUserHandler;
exports.GetUserHandler = GetUserHandler = __decorate([
    (0, cqrs_1.QueryHandler)(GetUserQuery),
    __metadata("design:paramtypes", [sql_1.Sql])
], GetUserHandler);
exports.USER_QUERY_HANDLERS = [GetUserHandler];
//# sourceMappingURL=user.queries.js.map