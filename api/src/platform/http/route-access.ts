import { Injectable, OnApplicationBootstrap, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { IS_PUBLIC, RAW_RESPONSE, READ_ONLY_ROLES, RESPONSE_MESSAGE, Role, ROLES } from './decorators';
import { EnvelopeRule } from './envelope-hooks';

/** Who may call one route, as its metadata declares it. */
export interface RouteAccess {
  method: string;
  path: string;
  controller: string;
  handler: string;
  public: boolean;
  /** Roles allowed; empty for a public route. */
  roles: Role[];
  /** How its success is sent (@ResponseMessage, @RawResponse), read here once rather than per request. */
  envelope: EnvelopeRule;
}

/** Every route of the API lives under this prefix (set on the app in app.factory.ts). */
export const API_PREFIX = 'api';

const READ_METHODS = new Set([RequestMethod.GET, RequestMethod.HEAD]);

function joinPath(...parts: string[]): string {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

function asList(value: string | string[] | undefined): string[] {
  if (value === undefined) return [''];
  return Array.isArray(value) ? value : [value];
}

/**
 * The live route table with each route's access rule, read once at start-up from the controllers'
 * metadata. The auth guard looks a matched handler up here (no reflection per request), and the
 * app refuses to start if any route declares neither @Public() nor roles.
 */
@Injectable()
export class RouteAccessTable implements OnApplicationBootstrap {
  private readonly byHandler = new Map<object, RouteAccess>();
  private readonly routes: RouteAccess[] = [];

  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    this.build();
    const undeclared = this.routes.filter((route) => !route.public && route.roles.length === 0);
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${route.method} ${route.path} (${route.controller}.${route.handler})`).join('\n  ');
      throw new Error(`These routes declare neither @Public() nor @Roles(...); refusing to start:\n  ${list}`);
    }
  }

  /** The rule for a matched handler; undefined for a handler that is not a declared route. */
  forHandler(handler: object): RouteAccess | undefined {
    return this.byHandler.get(handler);
  }

  /** Every route, sorted by path then method (for `npm run routes` and the authorization tests). */
  list(): RouteAccess[] {
    if (this.routes.length === 0) this.build();
    return [...this.routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  }

  private build(): void {
    this.byHandler.clear();
    this.routes.length = 0;
    for (const wrapper of this.discovery.getControllers()) {
      const type = wrapper.metatype as (new (...args: never[]) => unknown) | undefined;
      if (!type || !wrapper.instance) continue;
      const prototype = Object.getPrototypeOf(wrapper.instance) as Record<string, (...args: never[]) => unknown>;
      const controllerPaths = asList(Reflect.getMetadata(PATH_METADATA, type));
      for (const name of this.scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name];
        const methodPaths = Reflect.getMetadata(PATH_METADATA, handler) as string | string[] | undefined;
        const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
        if (methodPaths === undefined || method === undefined) continue;
        const targets = [handler, type];
        const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets) ?? false;
        const roles = new Set(this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets) ?? []);
        if (READ_METHODS.has(method)) {
          for (const role of this.reflector.getAllAndOverride<Role[] | undefined>(READ_ONLY_ROLES, targets) ?? []) roles.add(role);
        }
        const envelope: EnvelopeRule = this.reflector.getAllAndOverride<boolean>(RAW_RESPONSE, targets)
          ? 'raw'
          : { message: this.reflector.getAllAndOverride<string | undefined>(RESPONSE_MESSAGE, targets) };
        const access = { public: isPublic, roles: isPublic ? [] : [...roles], envelope };
        for (const controllerPath of controllerPaths) {
          for (const methodPath of asList(methodPaths)) {
            const route: RouteAccess = {
              method: RequestMethod[method],
              path: joinPath(API_PREFIX, controllerPath, methodPath),
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
}
