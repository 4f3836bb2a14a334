"use strict";
var __importDefault = (this && this.__importDefault) || function (mod) {
    return (mod && mod.__esModule) ? mod : { "default": mod };
};
Object.defineProperty(exports, "__esModule", { value: true });
exports.AcceptsUpload = void 0;
exports.registerUploads = registerUploads;
exports.readUpload = readUpload;
const multipart_1 = __importDefault(require("@fastify/multipart"));
const platform_fastify_1 = require("@nestjs/platform-fastify");
const domain_error_1 = require("../domain/domain-error");
const UPLOAD_ROUTE = 'paaniUpload';
/**
 * Marks a route as one that takes multipart/form-data (a file upload). Every other route refuses
 * multipart with 415, as it did before uploads existed, so no handler meets a body it never expected.
 */
const AcceptsUpload = () => (0, platform_fastify_1.RouteConfig)({ [UPLOAD_ROUTE]: true });
exports.AcceptsUpload = AcceptsUpload;
/** Registers @fastify/multipart; the body of an upload is read by the handler, after the auth guard. */
async function registerUploads(app) {
    // A file over the limit is cut and flagged (`truncated`), not thrown: readUpload reads the request to its end and refuses it.
    await app.register(multipart_1.default, {
        limits: { files: 1, fields: 20, parts: 21, fileSize: 1024 * 1024 },
        throwFileSizeLimit: false,
    });
    app
        .getHttpAdapter()
        .getInstance()
        .addHook('preValidation', (request, _reply, done) => {
        const config = request.routeOptions.config;
        if (request.isMultipart() && config?.[UPLOAD_ROUTE] !== true) {
            done(Object.assign(new Error('Unsupported content type.'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }));
            return;
        }
        done();
    });
}
/** busboy's limit errors and malformed bodies, in the envelope's words, as a 422 on the file field. */
function uploadError(error, rules) {
    const code = error.code;
    const message = code === 'FST_FILES_LIMIT'
        ? 'Send one file only.'
        : code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT'
            ? 'The form has too many fields.'
            : code === 'FST_PROTO_VIOLATION'
                ? 'A form field has a name that is not allowed.'
                : code === 'FST_INVALID_JSON_FIELD_ERROR'
                    ? 'A form field is not valid JSON.'
                    : 'The upload could not be read. Please send it again as multipart/form-data.';
    return domain_error_1.DomainError.field(rules.fileField, message);
}
/**
 * Reads a multipart upload whole: the one file (into memory, so it must be bounded) and the text
 * fields. The request is always read to its end, also past a file that is too large, so the
 * client gets the answer rather than a reset connection. Refusals are 422s on the field at fault.
 */
async function readUpload(request, rules) {
    if (!request.isMultipart()) {
        throw new domain_error_1.DomainError('validation', `Send the file as multipart/form-data, in the field "${rules.fileField}".`, {
            code: 'UPLOAD_REQUIRED',
            errors: { [rules.fileField]: [`Send the file as multipart/form-data, in the field "${rules.fileField}".`] },
        });
    }
    const maxFieldBytes = rules.maxFieldBytes ?? 100 * 1024;
    const fields = Object.create(null);
    let file = null;
    let refusal = null;
    const refuse = (error) => (refusal ??= error);
    try {
        const parts = request.parts({
            limits: {
                files: 1,
                fileSize: rules.maxFileBytes,
                fields: rules.fields.length + 5,
                fieldSize: maxFieldBytes,
                parts: rules.fields.length + 6,
            },
        });
        for await (const part of parts) {
            if (part.type === 'file') {
                const chunks = [];
                for await (const chunk of part.file)
                    if (!part.file.truncated)
                        chunks.push(chunk);
                if (part.fieldname !== rules.fileField)
                    refuse(domain_error_1.DomainError.field(part.fieldname, `Send the file in the field "${rules.fileField}".`));
                else if (part.file.truncated)
                    refuse(domain_error_1.DomainError.field(rules.fileField, rules.tooLarge));
                else
                    file = { fieldName: part.fieldname, name: part.filename ?? '', mimetype: part.mimetype ?? '', content: Buffer.concat(chunks) };
                continue;
            }
            if (!rules.fields.includes(part.fieldname)) {
                refuse(domain_error_1.DomainError.field(part.fieldname, `The field ${part.fieldname} is not allowed.`));
            }
            else if (part.valueTruncated) {
                refuse(domain_error_1.DomainError.field(part.fieldname, `The field ${part.fieldname} is too long.`));
            }
            else if (part.fieldname in fields) {
                refuse(domain_error_1.DomainError.field(part.fieldname, `The field ${part.fieldname} is sent twice.`));
            }
            else {
                fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
            }
        }
    }
    catch (error) {
        if (error instanceof domain_error_1.DomainError)
            throw error;
        throw refusal ?? uploadError(error, rules);
    }
    if (refusal)
        throw refusal;
    return { file, fields: { ...fields } };
}
//# sourceMappingURL=uploads.js.map