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
exports.ResponseTimings = void 0;
const common_1 = require("@nestjs/common");
const core_1 = require("@nestjs/core");
/** How many recent API answers the average covers. */
const WINDOW = 1000;
/**
 * Times every /api answer of this process (Fastify's own elapsed time), keeping the last
 * WINDOW of them, so the dashboard's avg_response_time is measured rather than made up.
 */
let ResponseTimings = class ResponseTimings {
    adapterHost;
    samples = new Float64Array(WINDOW);
    count = 0;
    next = 0;
    constructor(adapterHost) {
        this.adapterHost = adapterHost;
    }
    onModuleInit() {
        // The worker process has no HTTP server: nothing to time there.
        const fastify = this.adapterHost.httpAdapter?.getInstance?.();
        if (!fastify?.addHook)
            return;
        fastify.addHook('onResponse', (request, reply, done) => {
            if (request.url.startsWith('/api/'))
                this.record(reply.elapsedTime);
            done();
        });
    }
    record(milliseconds) {
        this.samples[this.next] = milliseconds;
        this.next = (this.next + 1) % WINDOW;
        this.count = Math.min(this.count + 1, WINDOW);
    }
    /** Mean of the window, in seconds (the console's System Health is 100 - 10 × this; docs/product.md#console). */
    averageSeconds() {
        if (this.count === 0)
            return 0;
        let total = 0;
        for (let i = 0; i < this.count; i += 1)
            total += this.samples[i];
        return Math.round((total / this.count / 1000) * 1000) / 1000;
    }
    sampleCount() {
        return this.count;
    }
};
exports.ResponseTimings = ResponseTimings;
exports.ResponseTimings = ResponseTimings = __decorate([
    (0, common_1.Injectable)(),
    __metadata("design:paramtypes", [core_1.HttpAdapterHost])
], ResponseTimings);
//# sourceMappingURL=response-timings.js.map