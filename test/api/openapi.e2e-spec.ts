import { RequestMethod, Type } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService } from '@nestjs/core';
import { DECORATORS } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { RouteAccess, RouteAccessTable } from '../../api/src/platform/http/route-access';
import { startTestApp, TestApp } from '../support/test-app';

/**
 * The OpenAPI document served at /api/docs/json is what an integrator reads instead of the code,
 * so it has to be complete: every route is in it with a summary and its success answer (status,
 * and what the body holds), and every field a request body or query DTO validates is described.
 * Routes are taken from the live route table, so a route added later is held to the same rules.
 */

type Schema = {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  additionalProperties?: unknown;
  required?: string[];
};
type Parameter = { name: string; in: string };
type Response = { description?: string; content?: Record<string, { schema?: Schema }> };
type Operation = {
  summary?: string;
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, Response>;
};
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

/** Metadata of one route's handler, found through the live route table. */
interface Route {
  name: string;
  access: RouteAccess;
  controller: Type<unknown>;
  handler: string;
}

describe('the OpenAPI document (HTTP, real PostgreSQL)', () => {
  let t: TestApp;
  let doc: OpenApi;
  let routes: Route[];

  beforeAll(async () => {
    t = await startTestApp();
    const response = await t.http().get('/api/docs/json').expect(200);
    doc = response.body as OpenApi;
    const controllers = new Map<string, Type<unknown>>();
    for (const wrapper of t.app.get(DiscoveryService).getControllers()) {
      if (wrapper.metatype) controllers.set(wrapper.metatype.name, wrapper.metatype as Type<unknown>);
    }
    routes = t.app
      .get(RouteAccessTable)
      .list()
      .map((access) => ({
        name: `${access.method} ${access.path}`,
        access,
        controller: controllers.get(access.controller)!,
        handler: access.handler,
      }));
  });
  afterAll(() => t.close());

  const operationOf = (route: Route): Operation | undefined =>
    doc.paths[route.access.path.replace(/:(\w+)/g, '{$1}')]?.[route.access.method.toLowerCase()];

  function resolve(schema: Schema | undefined): Schema | undefined {
    if (!schema) return undefined;
    if (schema.$ref) return resolve(doc.components?.schemas?.[schema.$ref.split('/').pop()!]);
    if (schema.allOf) return { type: 'object', properties: Object.assign({}, ...schema.allOf.map((s) => resolve(s)?.properties ?? {})) };
    return schema;
  }

  /** The status the route answers a success with: @HttpCode's, else 201 for a POST and 200 for the rest. */
  function realStatus(route: Route): number {
    const method = route.controller.prototype[route.handler];
    const code = Reflect.getMetadata(HTTP_CODE_METADATA, method) as number | undefined;
    if (code) return code;
    return Reflect.getMetadata(METHOD_METADATA, method) === RequestMethod.POST ? 201 : 200;
  }

  /** The classes a handler takes as its whole body or its whole query string. */
  function dtoParameters(route: Route, kind: RouteParamtypes): Type<unknown>[] {
    const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, route.controller, route.handler) ?? {}) as Record<
      string,
      { index: number; data?: unknown }
    >;
    const types = (Reflect.getMetadata('design:paramtypes', route.controller.prototype, route.handler) ?? []) as unknown[];
    return Object.entries(args)
      .filter(([key, arg]) => key.split(':')[0] === String(kind) && arg.data === undefined)
      .map(([, arg]) => types[arg.index])
      .filter((type): type is Type<unknown> => typeof type === 'function' && validatedProperties(type as Type<unknown>).length > 0);
  }

  /** The properties class-validator checks on a DTO (its own and those it inherits). */
  function validatedProperties(dto: Type<unknown>): string[] {
    const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
    return [...new Set(metadata.map((m) => m.propertyName).filter((name): name is string => typeof name === 'string'))];
  }

  /** True when the schema names its values: an enum (of the items, for a list), a boolean, or a oneOf of those. */
  function fixedValues(schema: Schema | undefined): boolean {
    const resolved = resolve(schema);
    if (!resolved) return false;
    if (resolved.enum || resolved.type === 'boolean') return true;
    if (resolved.type === 'array') return fixedValues(resolved.items);
    return !!resolved.oneOf && resolved.oneOf.every(fixedValues);
  }

  /** True when class-validator allows the property only a fixed set of values (@IsIn, @IsEnum). */
  function isEnumerated(dto: Type<unknown>, property: string): boolean {
    return getMetadataStorage()
      .getTargetValidationMetadatas(dto, '', true, false)
      .some((m) => m.propertyName === property && (m.name === 'isIn' || m.name === 'isEnum'));
  }

  /** The class a @ValidateNested property holds, from its declared type or its @ApiProperty type. */
  function nestedClass(dto: Type<unknown>, property: string): Type<unknown> | undefined {
    const nested = getMetadataStorage()
      .getTargetValidationMetadatas(dto, '', true, false)
      .some((m) => m.propertyName === property && m.type === 'nestedValidation');
    if (!nested) return undefined;
    const declared = Reflect.getMetadata('design:type', dto.prototype, property) as unknown;
    const described = (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto.prototype, property) as { type?: unknown } | undefined)
      ?.type;
    for (const candidate of [declared, Array.isArray(described) ? described[0] : described]) {
      if (
        typeof candidate === 'function' &&
        candidate !== Array &&
        candidate !== Object &&
        validatedProperties(candidate as Type<unknown>).length
      )
        return candidate as Type<unknown>;
    }
    return undefined;
  }

  /** `where` names each validated property of `dto` (and of the DTOs nested in it) that `schema` leaves out. */
  function missingFields(dto: Type<unknown>, schema: Schema | undefined, where: string, seen = new Set<Type<unknown>>()): string[] {
    if (seen.has(dto)) return [];
    seen.add(dto);
    const resolved = resolve(schema);
    const properties = resolved?.properties ?? {};
    const missing: string[] = [];
    for (const property of validatedProperties(dto)) {
      if (!(property in properties)) {
        missing.push(`${where}: ${dto.name}.${property} is validated but not in the schema`);
        continue;
      }
      const described = resolve(properties[property]);
      // What a `string | null` field gets when its @ApiProperty names no type: a bare object.
      if (described?.type === 'object' && !described.properties && described.additionalProperties === undefined) {
        missing.push(`${where}: ${dto.name}.${property} is described as a bare object (give its type, and nullable for a T | null field)`);
      }
      if (isEnumerated(dto, property) && !fixedValues(properties[property])) {
        missing.push(`${where}: ${dto.name}.${property} takes a fixed set of values, its schema no enum`);
      }
      const nested = nestedClass(dto, property);
      if (nested) {
        const inner = resolve(properties[property]);
        missing.push(...missingFields(nested, inner?.type === 'array' ? inner.items : inner, where, seen));
      }
    }
    return missing;
  }

  it('lists every route of the live route table', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((route) => !route.controller).map((route) => route.name)).toEqual([]);
    expect(routes.filter((route) => !operationOf(route)).map((route) => route.name)).toEqual([]);
  });

  it('gives every operation a summary', () => {
    const offenders = routes.filter((route) => !operationOf(route)?.summary?.trim()).map((route) => route.name);
    expect(offenders).toEqual([]);
  });

  it("declares every operation's success answer: the status it really answers with, described, with what its body holds", () => {
    const offenders: string[] = [];
    for (const route of routes) {
      const responses = operationOf(route)?.responses ?? {};
      const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
      if (success.length === 0) {
        offenders.push(`${route.name}: no 2xx response declared`);
        continue;
      }
      const status = realStatus(route);
      if (!responses[String(status)]) offenders.push(`${route.name}: answers ${status}, declares ${success.map(([s]) => s).join(', ')}`);
      for (const [code, response] of success) {
        if (!response.description?.trim()) offenders.push(`${route.name}: response ${code} has no description`);
        const content = Object.entries(response.content ?? {});
        if (content.length === 0 || content.some(([, media]) => !media.schema))
          offenders.push(`${route.name}: response ${code} has no schema`);
        const json = resolve(response.content?.['application/json']?.schema);
        if (!json) continue;
        // Every JSON answer is the envelope but the console's react-admin surface (/api/admin/…), which
        // is bare; the other @RawResponse routes write the envelope themselves (cached JSON text).
        const enveloped = ['success', 'data', 'message'].every((field) => field in (json.properties ?? {}));
        const bare = route.access.path.startsWith('/api/admin/');
        if (bare && enveloped) offenders.push(`${route.name}: answers bare JSON, declares the envelope`);
        if (!bare && !enveloped) offenders.push(`${route.name}: answers in the envelope, declares bare JSON`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('describes every field a request body DTO validates', () => {
    const offenders: string[] = [];
    let checked = 0;
    for (const route of routes) {
      for (const dto of dtoParameters(route, RouteParamtypes.BODY)) {
        checked += 1;
        const schema = operationOf(route)?.requestBody?.content?.['application/json']?.schema;
        if (!schema) offenders.push(`${route.name}: takes ${dto.name}, declares no JSON body`);
        else offenders.push(...missingFields(dto, schema, route.name));
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect([...new Set(offenders)]).toEqual([]);
  });

  it('describes every query parameter a query DTO validates', () => {
    const offenders: string[] = [];
    for (const route of routes) {
      for (const dto of dtoParameters(route, RouteParamtypes.QUERY)) {
        const declared = new Set((operationOf(route)?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name));
        for (const property of validatedProperties(dto)) {
          if (!declared.has(property))
            offenders.push(`${route.name}: ${dto.name}.${property} is validated but not a declared query parameter`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
