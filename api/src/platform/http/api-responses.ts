import { applyDecorators, Type } from '@nestjs/common';
import {
  ApiExtraModels,
  ApiProduces,
  ApiProperty,
  ApiQuery,
  ApiResponse,
  getSchemaPath,
  ReferenceObject,
  SchemaObject,
} from '@nestjs/swagger';

/**
 * What a success answer carries, for the OpenAPI document: a response class, a list of one
 * (`[Class]`), a schema written out, or `null` (nothing: the envelope's `data` is null).
 */
export type ApiShape = Type<unknown> | [Type<unknown>] | SchemaObject | ReferenceObject | null;

/** The statuses a route answers a success with: 200 (the default), 201 (a POST's default) or 202 (a job queued). */
export type SuccessStatus = 200 | 201 | 202;

const isClass = (shape: unknown): shape is Type<unknown> => typeof shape === 'function';

function describe(shape: ApiShape): { schema: SchemaObject | ReferenceObject; models: Type<unknown>[]; name: string } {
  if (shape === null) return { schema: { type: 'object', nullable: true, example: null }, models: [], name: 'null' };
  if (Array.isArray(shape)) {
    const [item] = shape;
    return { schema: { type: 'array', items: { $ref: getSchemaPath(item) } }, models: [item], name: `a list of ${item.name}` };
  }
  if (isClass(shape)) return { schema: { $ref: getSchemaPath(shape) }, models: [shape], name: shape.name };
  return { schema: shape, models: [], name: 'the object described' };
}

/** The schema of a file answer: its bytes. */
const FILE_SCHEMA: SchemaObject = { type: 'string', format: 'binary' };

/**
 * The route's success answer in the envelope every /api answer shares: `{ success: true, data,
 * message }`, `data` as `shape` says. `status` must be the one the route really answers with
 * (a POST's is 201 unless @HttpCode says otherwise): test/api/openapi.e2e-spec.ts checks it.
 * `files`: media types the same route answers instead when asked (e.g. `format=pdf`).
 */
export function ApiData(
  shape: ApiShape,
  options: { status?: SuccessStatus; description?: string; files?: string[] } = {},
): MethodDecorator {
  const { schema, models, name } = describe(shape);
  const envelope: SchemaObject = {
    type: 'object',
    required: ['success', 'data', 'message'],
    properties: {
      success: { type: 'boolean', example: true },
      data: schema,
      message: { type: 'string' },
    },
  };
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? (shape === null ? 'Done; `data` is null' : `The envelope; \`data\` is ${name}`),
      content: {
        'application/json': { schema: envelope },
        ...Object.fromEntries((options.files ?? []).map((type) => [type, { schema: FILE_SCHEMA }])),
      },
    }),
  );
}

/** ApiData with status 201: what a POST answers unless its handler says @HttpCode. */
export const ApiCreatedData = (shape: ApiShape, description?: string) => ApiData(shape, { status: 201, description });

/**
 * The success answer of a @RawResponse route (the console's react-admin surface): the body is
 * the shape itself, not enveloped. A list also sends `Content-Range: {resource} {start}-{end}/{total}`.
 */
export function ApiRawData(
  shape: ApiShape,
  options: { status?: SuccessStatus; description?: string; list?: boolean } = {},
): MethodDecorator {
  const { schema, models, name } = describe(shape);
  return applyDecorators(
    ApiExtraModels(...models),
    ApiResponse({
      status: options.status ?? 200,
      description: options.description ?? `Bare JSON (no envelope): ${name}`,
      content: { 'application/json': { schema } },
      ...(options.list
        ? {
            headers: {
              'Content-Range': {
                description: 'The page and the total: `{resource} {start}-{end}/{total}`',
                schema: { type: 'string', example: 'events 0-24/319' },
              },
            },
          }
        : {}),
    }),
  );
}

/**
 * A list of the console's react-admin surface (ra-data-simple-rest): `sort`, `range` and `filter`
 * as JSON in the query string, answered with a bare array of `item` and a Content-Range header.
 */
export function ApiRawList(item: Type<unknown>, filters: string): MethodDecorator {
  return applyDecorators(
    ApiQuery({ name: 'sort', required: false, type: String, description: 'JSON `[field, "ASC" | "DESC"]`', example: '["id","DESC"]' }),
    ApiQuery({
      name: 'range',
      required: false,
      type: String,
      description: 'JSON `[first, last]`, zero-based and inclusive',
      example: '[0,24]',
    }),
    ApiQuery({ name: 'filter', required: false, type: String, description: `JSON object: ${filters}` }),
    ApiRawData([item], { list: true }),
  );
}

/** A file answer (no envelope): the media types it may come in and what it is. */
export function ApiFile(mediaTypes: string[], description: string, options: { status?: SuccessStatus } = {}): MethodDecorator {
  return applyDecorators(
    ApiProduces(...mediaTypes),
    ApiResponse({
      status: options.status ?? 200,
      description,
      content: Object.fromEntries(mediaTypes.map((type) => [type, { schema: FILE_SCHEMA }])),
    }),
  );
}

/** What a deletion answers: the id of the record gone. */
export class DeletedIdResponse {
  @ApiProperty({ example: 4 })
  id: number;
}
