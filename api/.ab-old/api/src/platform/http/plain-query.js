"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.PlainQuery = exports.SendsJsonText = void 0;
const common_1 = require("@nestjs/common");
const validation_1 = require("./validation");
/** For a route that sends JSON text it wrote itself (@RawResponse()): the type an object would get. */
const SendsJsonText = () => (0, common_1.Header)('Content-Type', 'application/json; charset=utf-8');
exports.SendsJsonText = SendsJsonText;
/** The request's query as it came: a custom parameter, which the global validation pipe leaves alone. */
const RequestQuery = (0, common_1.createParamDecorator)((_, context) => context.switchToHttp().getRequest().query);
/**
 * A pipe with a DTO's rules for a hot query: `plain` reads the common, plain queries at once (it
 * must accept only what every rule of the DTO accepts, to the same values, else return undefined),
 * and any other query goes through the very pipe every @Query() passes, so the values, the 422s
 * and their messages are the global pipe's. class-validator costs about 25 µs a request.
 */
class PlainOrValidated {
    dto;
    plain;
    pipe = (0, validation_1.createValidationPipe)();
    constructor(dto, plain) {
        this.dto = dto;
        this.plain = plain;
    }
    async transform(query) {
        return this.plain(query) ?? (await this.pipe.transform(query ?? {}, { type: 'query', metatype: this.dto }));
    }
}
/** `@PlainQuery(Dto, plainReader) query: Dto` in place of `@Query() query: Dto`. */
const PlainQuery = (dto, plain) => RequestQuery(new PlainOrValidated(dto, plain));
exports.PlainQuery = PlainQuery;
//# sourceMappingURL=plain-query.js.map