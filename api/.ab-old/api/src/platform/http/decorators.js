"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.AdminResource = exports.CurrentCaller = exports.RawResponse = exports.ResponseMessage = exports.ReadOnlyFor = exports.Roles = exports.Public = exports.ALL_ROLES = exports.RAW_RESPONSE = exports.RESPONSE_MESSAGE = exports.READ_ONLY_ROLES = exports.ROLES = exports.IS_PUBLIC = void 0;
const common_1 = require("@nestjs/common");
const swagger_1 = require("@nestjs/swagger");
exports.IS_PUBLIC = 'paani:public';
exports.ROLES = 'paani:roles';
exports.READ_ONLY_ROLES = 'paani:read-only-roles';
exports.RESPONSE_MESSAGE = 'paani:response-message';
exports.RAW_RESPONSE = 'paani:raw-response';
exports.ALL_ROLES = ['super_admin', 'filter_owner', 'employee', 'customer', 'auditor'];
/*
 * Who may call a route is metadata on its controller (class level) or handler (which overrides
 * the class). The auth guard reads only this metadata of the route the router matched, never the
 * URL's text, and the app refuses to start while any route declares none (see route-access.ts).
 */
/** No sign-in needed. */
const Public = () => (0, common_1.SetMetadata)(exports.IS_PUBLIC, true);
exports.Public = Public;
/** Only these roles may call the route. */
const Roles = (...roles) => (0, common_1.applyDecorators)((0, common_1.SetMetadata)(exports.ROLES, roles), (0, swagger_1.ApiBearerAuth)());
exports.Roles = Roles;
/**
 * These roles may also call the route's GET handlers, and nothing else: an auditor reads what the
 * super admin reads. Decided by the handler's declared method, not by the request.
 */
const ReadOnlyFor = (...roles) => (0, common_1.SetMetadata)(exports.READ_ONLY_ROLES, roles);
exports.ReadOnlyFor = ReadOnlyFor;
/** The envelope's `message` on success. */
const ResponseMessage = (message) => (0, common_1.SetMetadata)(exports.RESPONSE_MESSAGE, message);
exports.ResponseMessage = ResponseMessage;
/** The handler's result is sent as it is, not wrapped in the envelope (the react-admin surface). */
const RawResponse = () => (0, common_1.SetMetadata)(exports.RAW_RESPONSE, true);
exports.RawResponse = RawResponse;
exports.CurrentCaller = (0, common_1.createParamDecorator)((_, context) => {
    return context.switchToHttp().getRequest().caller;
});
/**
 * A resource of the console's react-admin surface, `/api/admin/{resource}`: bare JSON in
 * ra-data-simple-rest's dialect. Who may call it is declared beside it on the class, as on every
 * controller (`@Roles('super_admin')`, `@ReadOnlyFor('auditor')`).
 */
const AdminResource = (resource, tag = 'Console (react-admin)') => (0, common_1.applyDecorators)((0, swagger_1.ApiTags)(tag), (0, exports.RawResponse)(), (0, common_1.Controller)(`admin/${resource}`));
exports.AdminResource = AdminResource;
//# sourceMappingURL=decorators.js.map