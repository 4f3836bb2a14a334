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
exports.SpaFallback = void 0;
const common_1 = require("@nestjs/common");
const node_fs_1 = require("node:fs");
const node_path_1 = require("node:path");
// A path naming a file (/sw.js, /assets/old-chunk.js, /favicon.ico) that is not there is a 404,
// never the app's HTML: a service worker or a module answered with HTML breaks the app instead of failing.
const FILE_PATH = /\/[^/]+\.(js|mjs|css|map|json|webmanifest|png|jpe?g|svg|ico|webp|woff2?|ttf|txt|xml|br|gz)$/i;
// The rider's app is the owner front end's second page (owner-ui/rider.html), for /rider and below.
const RIDER_PATH = /^\/rider(\/|$)/;
/**
 * The single-page apps' pages, served for any unknown non-API GET path that does not name a file:
 * the console's index.html under /super-admin, the rider's rider.html under /rider, else the owner app's index.html.
 */
let SpaFallback = class SpaFallback {
    roots;
    pages = new Map();
    constructor(roots) {
        this.roots = roots;
    }
    serve(request, reply) {
        if (request.method !== 'GET' && request.method !== 'HEAD')
            return false;
        const path = request.url.split('?')[0];
        if (FILE_PATH.test(path))
            return false;
        const page = path === '/super-admin' || path.startsWith('/super-admin/')
            ? this.page((0, node_path_1.join)(this.roots.admin, 'index.html'))
            : this.page((0, node_path_1.join)(this.roots.owner, RIDER_PATH.test(path) ? 'rider.html' : 'index.html'));
        if (page === null)
            return false;
        void reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
        return true;
    }
    page(file) {
        if (!this.pages.has(file))
            this.pages.set(file, (0, node_fs_1.existsSync)(file) ? (0, node_fs_1.readFileSync)(file, 'utf8') : null);
        return this.pages.get(file) ?? null;
    }
};
exports.SpaFallback = SpaFallback;
exports.SpaFallback = SpaFallback = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [Object])
], SpaFallback);
//# sourceMappingURL=spa-fallback.js.map