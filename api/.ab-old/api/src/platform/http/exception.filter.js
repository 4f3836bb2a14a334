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
exports.ApiExceptionFilter = void 0;
exports.describeError = describeError;
const common_1 = require("@nestjs/common");
const domain_error_1 = require("../domain/domain-error");
const error_status_1 = require("./error-status");
const spa_fallback_1 = require("./spa-fallback");
/** Fastify's own errors (bad JSON, body too large, wrong content type) carry a status code. */
function isFastifyError(error) {
    return typeof error === 'object' && error !== null && typeof error.statusCode === 'number';
}
const INVALID_JSON = 'The request body is not valid JSON.';
function describeError(error) {
    if (error instanceof domain_error_1.DomainError) {
        return {
            status: error_status_1.STATUS_BY_CATEGORY[error.category],
            message: error.message,
            code: error.code,
            errors: error.options.errors,
            data: error.options.data,
        };
    }
    if (error instanceof common_1.HttpException) {
        const status = error.getStatus();
        const response = error.getResponse();
        const text = typeof response === 'string' ? response : response.message;
        // Nest hands Fastify's body-parser failure over as a plain 400 with Fastify's wording.
        if (status === 400 && typeof text === 'string' && text.includes('JSON'))
            return { status, message: INVALID_JSON };
        const message = status === 404 ? error_status_1.DEFAULT_MESSAGES[404] : typeof text === 'string' ? text : error_status_1.DEFAULT_MESSAGES[status];
        return { status, message: message ?? error.message };
    }
    if (isFastifyError(error) && error.statusCode >= 400 && error.statusCode < 500) {
        const status = error.statusCode;
        const message = error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? INVALID_JSON
            : (error_status_1.DEFAULT_MESSAGES[status] ?? error.message);
        return { status, message, code: error.code };
    }
    return { status: 500, message: error_status_1.DEFAULT_MESSAGES[500] };
}
/**
 * Every failure leaves as the envelope `{ success: false, data, message, error_code?, errors? }`;
 * on the react-admin surface (/api/admin) as `{ message, errors: { field: message } }`,
 * the shape react-admin puts under its form fields. Unknown non-API paths get the SPA.
 */
let ApiExceptionFilter = class ApiExceptionFilter {
    spa;
    logger = new common_1.Logger('HTTP');
    constructor(spa) {
        this.spa = spa;
    }
    catch(error, host) {
        const request = host.switchToHttp().getRequest();
        const reply = host.switchToHttp().getResponse();
        const body = describeError(error);
        const path = request.url.split('?')[0];
        if (body.status === 404 && !path.startsWith('/api') && this.spa.serve(request, reply))
            return;
        if (body.status >= 500)
            this.logger.error({ err: error, path }, 'Unhandled error');
        if (path.startsWith('/api/admin/')) {
            const errors = body.errors
                ? Object.fromEntries(Object.entries(body.errors).map(([field, messages]) => [field, messages[0]]))
                : undefined;
            void reply.status(body.status).send({ message: body.message, errors, error_code: body.code });
            return;
        }
        void reply.status(body.status).send({
            success: false,
            data: body.data ?? null,
            message: body.message,
            ...(body.code ? { error_code: body.code } : {}),
            ...(body.errors ? { errors: body.errors } : {}),
        });
    }
};
exports.ApiExceptionFilter = ApiExceptionFilter;
exports.ApiExceptionFilter = ApiExceptionFilter = __decorate([
    (0, common_1.Catch)(),
    __metadata("design:paramtypes", [spa_fallback_1.SpaFallback])
], ApiExceptionFilter);
//# sourceMappingURL=exception.filter.js.map