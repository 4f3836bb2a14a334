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
exports.RouteAccessTable = exports.API_PREFIX = void 0;
const common_1 = require("@nestjs/common");
const constants_1 = require("@nestjs/common/constants");
const core_1 = require("@nestjs/core");
const decorators_1 = require("./decorators");
/** Every route of the API lives under this prefix (set on the app in app.factory.ts). */
exports.API_PREFIX = 'api';
const READ_METHODS = new Set([common_1.RequestMethod.GET, common_1.RequestMethod.HEAD]);
function joinPath(...parts) {
    const joined = parts
        .flatMap((part) => part.split('/'))
        .filter(Boolean)
        .join('/');
    return `/${joined}`;
}
function asList(value) {
    if (value === undefined)
        return [''];
    return Array.isArray(value) ? value : [value];
}
/**
 * The live route table with each route's access rule, read once at start-up from the controllers'
 * metadata. The auth guard looks a matched handler up here (no reflection per request), and the
 * app refuses to start if any route declares neither @Public() nor roles.
 */
let RouteAccessTable = class RouteAccessTable {
    discovery;
    scanner;
    reflector;
    byHandler = new Map();
    routes = [];
    constructor(discovery, scanner, reflector) {
        this.discovery = discovery;
        this.scanner = scanner;
        this.reflector = reflector;
    }
    onApplicationBootstrap() {
        this.build();
        const undeclared = this.routes.filter((route) => !route.public && route.roles.length === 0);
        if (undeclared.length > 0) {
            const list = undeclared.map((route) => `${route.method} ${route.path} (${route.controller}.${route.handler})`).join('\n  ');
            throw new Error(`These routes declare neither @Public() nor @Roles(...); refusing to start:\n  ${list}`);
        }
    }
    /** The rule for a matched handler; undefined for a handler that is not a declared route. */
    forHandler(handler) {
        return this.byHandler.get(handler);
    }
    /** Every route, sorted by path then method (for `npm run routes` and the authorization tests). */
    list() {
        if (this.routes.length === 0)
            this.build();
        return [...this.routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
    }
    build() {
        this.byHandler.clear();
        this.routes.length = 0;
        for (const wrapper of this.discovery.getControllers()) {
            const type = wrapper.metatype;
            if (!type || !wrapper.instance)
                continue;
            const prototype = Object.getPrototypeOf(wrapper.instance);
            const controllerPaths = asList(Reflect.getMetadata(constants_1.PATH_METADATA, type));
            for (const name of this.scanner.getAllMethodNames(prototype)) {
                const handler = prototype[name];
                const methodPaths = Reflect.getMetadata(constants_1.PATH_METADATA, handler);
                const method = Reflect.getMetadata(constants_1.METHOD_METADATA, handler);
                if (methodPaths === undefined || method === undefined)
                    continue;
                const targets = [handler, type];
                const isPublic = this.reflector.getAllAndOverride(decorators_1.IS_PUBLIC, targets) ?? false;
                const roles = new Set(this.reflector.getAllAndOverride(decorators_1.ROLES, targets) ?? []);
                if (READ_METHODS.has(method)) {
                    for (const role of this.reflector.getAllAndOverride(decorators_1.READ_ONLY_ROLES, targets) ?? [])
                        roles.add(role);
                }
                const envelope = this.reflector.getAllAndOverride(decorators_1.RAW_RESPONSE, targets)
                    ? 'raw'
                    : { message: this.reflector.getAllAndOverride(decorators_1.RESPONSE_MESSAGE, targets) };
                const access = { public: isPublic, roles: isPublic ? [] : [...roles], envelope };
                for (const controllerPath of controllerPaths) {
                    for (const methodPath of asList(methodPaths)) {
                        const route = {
                            method: common_1.RequestMethod[method],
                            path: joinPath(exports.API_PREFIX, controllerPath, methodPath),
                            controller: type.name,
                            handler: name,
                            ...access,
                        };
                        this.routes.push(route);
                        this.byHandler.set(handler, route);
                    }
                }
            }
        }
    }
};
exports.RouteAccessTable = RouteAccessTable;
exports.RouteAccessTable = RouteAccessTable = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [core_1.DiscoveryService,
        core_1.MetadataScanner,
        core_1.Reflector])
], RouteAccessTable);
//# sourceMappingURL=route-access.js.map