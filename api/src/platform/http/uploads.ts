import fastifyMultipart from '@fastify/multipart';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { DomainError } from '../domain/domain-error';
import { ERROR_CODES } from '../domain/error-codes';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by @AcceptsUpload(): the route takes multipart/form-data. */
    paaniUpload?: boolean;
  }
}

const UPLOAD_ROUTE = 'paaniUpload' satisfies keyof FastifyContextConfig;

/**
 * Marks a route as one that takes multipart/form-data (a file upload). Every other route refuses
 * multipart with 415, as it did before uploads existed, so no handler meets a body it never expected.
 */
export const AcceptsUpload = () => RouteConfig({ [UPLOAD_ROUTE]: true });

/** Registers @fastify/multipart; the body of an upload is read by the handler, after the auth guard. */
export async function registerUploads(app: NestFastifyApplication): Promise<void> {
  // A file over the limit is cut and flagged (`truncated`), not thrown: readUpload reads the request to its end and refuses it.
  await app.register(fastifyMultipart as never, {
    limits: { files: 1, fields: 20, parts: 21, fileSize: 1024 * 1024 },
    throwFileSizeLimit: false,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('preValidation', (request: FastifyRequest, _reply: unknown, done: (error?: Error) => void) => {
      // Read as possibly absent, as fastify itself reads a route's config (`config?.url`).
      const config: FastifyContextConfig | undefined = request.routeOptions.config;
      if (request.isMultipart() && config?.[UPLOAD_ROUTE] !== true) {
        done(Object.assign(new Error('Unsupported content type.'), { statusCode: 415, code: ERROR_CODES.unsupportedMediaType }));
        return;
      }
      done();
    });
}

export interface UploadedFile {
  fieldName: string;
  name: string;
  mimetype: string;
  content: Buffer;
}

export interface Upload {
  file: UploadedFile | null;
  fields: Record<string, string>;
}

export interface UploadRules {
  /** The form field that carries the file. */
  fileField: string;
  maxFileBytes: number;
  /** The text fields accepted besides the file; any other is refused. */
  fields: string[];
  maxFieldBytes?: number;
  /** The refusal for a file over maxFileBytes, in the feature's words. */
  tooLarge: string;
}

/** busboy's limit errors and malformed bodies, in the envelope's words, as a 422 on the file field. */
function uploadError(error: unknown, rules: UploadRules): DomainError {
  const code = (error as { code?: string }).code;
  const message =
    code === 'FST_FILES_LIMIT'
      ? 'Send one file only.'
      : code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT'
        ? 'The form has too many fields.'
        : code === 'FST_PROTO_VIOLATION'
          ? 'A form field has a name that is not allowed.'
          : code === 'FST_INVALID_JSON_FIELD_ERROR'
            ? 'A form field is not valid JSON.'
            : 'The upload could not be read. Please send it again as multipart/form-data.';
  return DomainError.field(rules.fileField, message);
}

/**
 * Reads a multipart upload whole: the one file (into memory, so it must be bounded) and the text
 * fields. The request is always read to its end, also past a file that is too large, so the
 * client gets the answer rather than a reset connection. Refusals are 422s on the field at fault.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) {
    throw new DomainError('validation', `Send the file as multipart/form-data, in the field "${rules.fileField}".`, {
      code: ERROR_CODES.uploadRequired,
      errors: { [rules.fileField]: [`Send the file as multipart/form-data, in the field "${rules.fileField}".`] },
    });
  }
  const maxFieldBytes = rules.maxFieldBytes ?? 100 * 1024;
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: UploadedFile | null = null;
  let refusal: DomainError | null = null;
  const refuse = (error: DomainError) => (refusal ??= error);
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
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) if (!part.file.truncated) chunks.push(chunk as Buffer);
        if (part.fieldname !== rules.fileField)
          refuse(DomainError.field(part.fieldname, `Send the file in the field "${rules.fileField}".`));
        else if (part.file.truncated) refuse(DomainError.field(rules.fileField, rules.tooLarge));
        else file = { fieldName: part.fieldname, name: part.filename ?? '', mimetype: part.mimetype ?? '', content: Buffer.concat(chunks) };
        continue;
      }
      if (!rules.fields.includes(part.fieldname)) {
        refuse(DomainError.field(part.fieldname, `The field ${part.fieldname} is not allowed.`));
      } else if (part.valueTruncated) {
        refuse(DomainError.field(part.fieldname, `The field ${part.fieldname} is too long.`));
      } else if (part.fieldname in fields) {
        refuse(DomainError.field(part.fieldname, `The field ${part.fieldname} is sent twice.`));
      } else {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
      }
    }
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw refusal ?? uploadError(error, rules);
  }
  if (refusal) throw refusal;
  return { file, fields: { ...fields } };
}
